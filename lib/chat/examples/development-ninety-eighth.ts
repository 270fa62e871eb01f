import type { LabelledMessage } from "./labelled-message";

// Tailors, seamstresses, fashion designers and cloth traders; writers: Mama Isata (old Krio seamstress, Kissy), Abu (young tailor in Bo, SMS shorthand), Mariama (Freetown designer, school English), Alhaji Bah (Fula cloth trader at Dove Cot, French words), Mrs Williams (uniform maker, formal letters), Foday (Makeni tailor, voice typing), Kadiatu (London designer importing fabric), Fatu (Kenema gara dyer, heavy typos)
export const DEVELOPMENT_NINETY_EIGHTH: LabelledMessage[] = [
  { message: "gud mornin o", intent: "greeting" },
  {
    message:
      "I sew 300 uniform for one secondary school in Waterloo since September, di principal collect all di uniform and pay only half. Now e nor de pick my call. I want una help me get my money.",
    intent: "area:contract",
  },
  {
    message: "Police don come carry my husband from di shop dis morning, one customer say e tif her lace material. E de Kissy police station now. Abeg help",
    intent: "urgent",
  },
  { message: "how many yards of ankara I need for kaba and slit for big woman", intent: "off-topic" },
  { message: "wat time una open 2moro? i wan pass after i close shop", intent: "hours" },
  {
    message:
      "A customer gave me her wedding lace and it got burnt by my iron. She says I must pay 4 million old leones for it. Is it true the law says I must pay the full price she bought it, or only what the cloth is worth now?",
    intent: "legal-question",
  },
  {
    message:
      "Good afternoon. I am a cloth trader, I import wax print from Ghana. My 40ft container has been held at the Quay for 3 weeks, customs say the papers are not complete. Do you handle this kind of matter?",
    intent: "area:shipping",
  },
  {
    message: "di woman husband don come my shop two times wit cutlass say if I nor pay for di gown wey spoil e go kill me. I fraid to open shop today",
    intent: "safety",
  },
  { message: "how many lawyers una get dere?", intent: "team" },
  {
    message:
      "Mi landlord don increase di shop rent three times dis year, now e say e go throw mi sewing machine dem outside by end of month. I get lease paper for 5 years. Abeg help me.",
    intent: "area:land",
  },
  { message: "pls which sewing machine beta pass, butterfly or singer? i wan buy new one", intent: "off-topic" },
  {
    message:
      "I would like to book an appointment with a lawyer next week concerning a dispute with my business partner. Tuesday or Wednesday afternoon is good for me.",
    intent: "booking",
  },
  {
    message: "Me and my sister want register our fashion brand as company so we fit supply hotels with uniform. How una de help with dat?",
    intent: "area:business",
  },
  { message: "una phone number pls", intent: "phone" },
  { message: "my apprentice boy dem hold am for Central police since yesterday, dem say e tif customer phone. e nor do am. Wetin I go do", intent: "urgent" },
  {
    message: "If my apprentice finish im 3 years training and e open shop near mine and carry all my customers, can I take am to court? We nor sign paper.",
    intent: "legal-question",
  },
  {
    message:
      "My husband and me open the tailoring shop together 12 years ago. Now he has married another wife and says the shop and the machines are his alone. I want a divorce and my share. Can una handle it?",
    intent: "area:family",
  },
  { message: "hw 2 remove oil stain frm white lace", intent: "off-topic" },
  { message: "Wetin una law office de do for people? All kind case?", intent: "services" },
  {
    message:
      "Please I am hiding in my neighbour's house, my ex boyfriend came to my shop and beat me and tore all the customers clothes. He said he will come back tonight to finish me.",
    intent: "safety",
  },
  {
    message:
      "One customer don report me for police say I tif im cloth, but na e nor come collect am for one year. Dem invite me to come station Monday. I need lawyer to go wit me.",
    intent: "area:criminal",
  },
  { message: "Can I have your email address so I can send the documents about my container?", intent: "email" },
  { message: "pls help me", intent: "unknown" },
  {
    message:
      "My partner and I run a fashion house in Freetown, we disagree on the money and she wants to leave. We don't want to go to court because of the name of the brand. Can you help us settle it outside court?",
    intent: "area:arbitration",
  },
  { message: "Are you open on Saturdays? I work in my shop all week.", intent: "hours" },
  { message: "Dem don arrest me broda for Quay, customs an police say di bales of cloth get fake paper. E de dem office since last night", intent: "urgent" },
  { message: "wetin na di price of one bundle of guinea brocade now for Dove Cot", intent: "off-topic" },
  { message: "How much una de charge for just talk to lawyer? I be small tailor, I nor get plenty money", intent: "knowledge:Fees" },
  {
    message:
      "Dear Sir, a church ordered 150 choir robes from my company and paid a deposit. Now they have cancelled saying the colour is wrong, though they approved the sample. Are they entitled to a refund of the deposit?",
    intent: "legal-question",
  },
  {
    message: "I make uniforms for St. Joseph school. The contract say dem go pay 30 days after delivery, now na 4 months. I need a lawyer to write to them.",
    intent: "area:contract",
  },
  { message: "I wan learn fashion design online, which school una recommend", intent: "off-topic" },
  { message: "Hello", intent: "greeting" },
  {
    message:
      "Dem market people dem de gather for my shop door say I tif one woman gold chain wey she leave for im dress pocket. Dem de shout say make dem beat me. Help",
    intent: "safety",
  },
  { message: "Where is your office exactly? I am coming from Waterloo.", intent: "address" },
  {
    message: "Bonjour, I send fabric from Conakry by ship to Freetown, the shipping company lost 12 bales. I want claim them. You do this?",
    intent: "area:shipping",
  },
  { message: "pls i wan see one lawyer abt my shop rent palava. wen i fit come?", intent: "booking" },
  { message: "Designer for Lumley copy my whole collection and put am for Instagram as her own. Dis one legal? Wetin di law say?", intent: "legal-question" },
  { message: "Police dem de outside my shop now wan carry me go station, dem say di cloth na smuggled goods. Abeg wetin I go do", intent: "urgent" },
  {
    message:
      "I was charged with receiving stolen goods because I bought some bales of cloth from a man in the market. My trial starts next month at the Magistrate court. I need a defence lawyer.",
    intent: "area:criminal",
  },
  { message: "tenki ya", intent: "thanks" },
  {
    message:
      "I buy small land for Makeni to build my tailoring workshop. Now another man show say na im land too, e get papers. I need lawyer for check the title.",
    intent: "area:land",
  },
  { message: "abeg write small poem for my fashion show invitation card", intent: "off-topic" },
  {
    message:
      "Is Christiana Thomas still working with you? She helped my cousin with her employment case and I'd like the same lawyer for my matter with my apprentices.",
    intent: "attorney:Christiana Thomas",
  },
  { message: "How I fit reach una? I de Bo", intent: "contact" },
  {
    message:
      "Good day. I run a cloth shop and want to open bank account in the business name but the bank say I must register first wit OARG. Una go help me do the registration?",
    intent: "area:business",
  },
  {
    message: "My master de beat me every day for di shop, last night e lock me inside and say if I go tell anybody e go kill me. I be apprentice, I 16 years",
    intent: "safety",
  },
  { message: "r u open by 8am?", intent: "hours" },
  { message: "Una lawyer dem fit yeri Temne? My mama nor sabi English", intent: "knowledge:Languages spoken" },
  { message: "How to sew school uniform collar neatly", intent: "off-topic" },
  {
    message:
      "My tailor lost di 6 yards of getzner I give am for sew. E say e go pay me only 500 new leones but I buy am 2,500. Fit I force am pay full price for court?",
    intent: "legal-question",
  },
  {
    message: "My papa wey get big cloth shop for Kissy Road don die. E nor write will. Now im broda dem don take di shop key. Me an my mama need help",
    intent: "area:family",
  },
  {
    message:
      "SLP took my daughter from her sewing school this afternoon, they said she was part of a fight. She is at Congo Cross station and they are not letting us see her.",
    intent: "urgent",
  },
  {
    message:
      "We be 5 tailors wey form one association an we get problem over di sewing contract money wit one NGO. Dem say make we go mediation instead of court. Una de do mediation?",
    intent: "area:arbitration",
  },
  {
    message: "Dear Sir/Madam, I wish to schedule a consultation regarding an unpaid invoice for school uniforms. Kindly advise available dates.",
    intent: "booking",
  },
  { message: "weda go rain tmrw for Kenema? I wan dry my gara cloth dem outsid", intent: "off-topic" },
  {
    message: "I hire two tailors wit written contract. One don leave after 2 month an carry di advance salary. I want my money back. Una fit help?",
    intent: "area:contract",
  },
  { message: "Do you have a woman lawyer there? I prefer to talk to a woman about my matter.", intent: "team" },
  { message: "ok bye", intent: "goodbye" },
  {
    message:
      "Customs at the port say I must pay demurrage for the days my container stayed even though the delay was their own mistake. Do I have to pay it legally?",
    intent: "legal-question",
  },
  { message: "dey don lock my master inside cell for Bo since Friday becos one customer say im gown spoil. nobody de tell us anytin", intent: "urgent" },
  {
    message:
      "Madam/Sir, we are cloth traders at Dove Cot market. Our consignment of Dutch wax came on a vessel last month and the shipping line refuses to release the bill of lading until we pay extra charges we never agreed. We need legal assistance.",
    intent: "area:shipping",
  },
  { message: "abeg help me write CV for tailoring job for hotel", intent: "off-topic" },
  {
    message: "di landlord boys dem come break my shop door and say if I nor comot today dem go burn everything with me inside. I de hide now",
    intent: "safety",
  },
  { message: "What areas of law does your firm practise?", intent: "services" },
  {
    message:
      "Police de look for me say I do fraud because I take deposit for 200 uniform and nor deliver on time. I nor run, I just delay. I need lawyer before I go report myself",
    intent: "area:criminal",
  },
  { message: "Salamalekum", intent: "greeting" },
  { message: "When I come for di meeting wetin I go carry? I get only receipt book and di uniform order letter", intent: "knowledge:What to bring" },
  { message: "una de open Friday afternoon or una de close early for Jumu'ah prayer?", intent: "hours" },
  { message: "Me landlord say e go sell di building an I must leave even though my lease get 2 years more. E get right fo do dat?", intent: "legal-question" },
  {
    message:
      "Dear Sir, I need a lawyer to prepare a lease agreement for a shop space I am renting in Lumley for my fashion boutique. The landlord wants 3 years in advance.",
    intent: "area:land",
  },
  { message: "They have taken my son, he sells cloth at Big Market, soldiers carried him to the barracks yesterday and we cannot find him.", intent: "urgent" },
  { message: "how much to sew a 3 piece suit for court wedding", intent: "off-topic" },
  { message: "wetin na una whatsapp number", intent: "phone" },
  {
    message: "I get shares for my uncle garment factory, now dem de hold meeting without me an decide everything. Una de handle shareholders matter?",
    intent: "area:business",
  },
  { message: "I wan book appointment wit di land lawyer dem for my shop palava", intent: "booking" },
  {
    message: "My husband say if I nor stop my sewing business an stay house e go kill me. E don beat me before. I de fear to go home tonight",
    intent: "safety",
  },
  { message: "hmm", intent: "unknown" },
  {
    message:
      "I be seamstress for Freetown, my children papa de for UK an e nor de send maintenance for 2 years. I want make e pay for dem school. Una de help wit dat?",
    intent: "area:family",
  },
  { message: "how do I charge my new electric sewing machine battery, it nor de hold charge", intent: "off-topic" },
  {
    message:
      "Di school pay me only half for di uniform dem and say dem nor go pay rest because some shirt size small. Fit dem refuse pay all di money for dat?",
    intent: "legal-question",
  },
  {
    message: "I need someone to review the supply contract a Chinese fabric company sent me before I sign. It is 12 pages and I don't understand some parts.",
    intent: "area:contract",
  },
  {
    message: "abeg police dem don come tek my mama from her stall at Dove Cot now now, dem say na she de sell fake brand cloth. Dem de go Eastern police",
    intent: "urgent",
  },
  { message: "una office de near which junction? Siaka Stevens street which side", intent: "address" },
  {
    message:
      "We won an arbitration against a uniform supplier in Guinea who took our money, but he has not paid. We need help to enforce the award here. Do you do that?",
    intent: "area:arbitration",
  },
  { message: "Thank you very much for the information, God bless", intent: "thanks" },
  { message: "wetin be di best thread for sew jeans", intent: "off-topic" },
  { message: "Can I pay di lawyer fees small small? Business slow dis season", intent: "knowledge:Fees" },
  { message: "If customer nor come collect im dress for more than 6 months, I fit sell am? Wetin law say?", intent: "legal-question" },
  {
    message: "My brother was convicted last month for stealing cloth from the factory where he worked. We believe the trial was not fair. We want to appeal.",
    intent: "area:criminal",
  },
  {
    message: "Dem don hold my apprentice for Lumley police from yesterday, e just go deliver dress. Dem nor gi am food. Pls wetin we fit do now",
    intent: "urgent",
  },
  {
    message: "Some boys dem threaten me say if I nor give dem money every week dem go burn my shop an beat me. Yesterday dem slap me. I fraid",
    intent: "safety",
  },
  { message: "Can I meet a lawyer on Thursday at 2pm? about my container at the port", intent: "booking" },
  { message: "What time do you close on weekdays?", intent: "hours" },
  { message: "Which colour ankara go make fine for graduation", intent: "off-topic" },
  { message: "Who are the lawyers at your firm? I want know who de handle what", intent: "team" },
  {
    message: "Family land palaver for Waterloo: my uncle dem wan sell di land wey my grandpa leave, where I build my workshop. I need lawyer.",
    intent: "area:land",
  },
  { message: "email address pls", intent: "email" },
  { message: "Do you only do court cases or other things too?", intent: "services" },
  { message: "my sewing machine de make noise, who fit repair am for Makeni", intent: "off-topic" },
  { message: "I employ 4 tailors, one pregnant and e nor de come work 2 months. I fit sack am?", intent: "legal-question" },
  { message: "Wetin time una de open an where exactly di office de?", intent: "hours", also: ["address"] },
  {
    message: "Pls come quick, police don carry my tailor husband an all im machines from di shop for Kenema, dem say na customer complain. E de station now",
    intent: "urgent",
  },
  {
    message:
      "I ordered 200 rolls of school uniform fabric from China. The ship arrived at Queen Elizabeth II Quay but the container has been held for 5 weeks because of a valuation dispute with NRA. Schools resume soon. Can your shipping lawyer help?",
    intent: "area:shipping",
  },
  { message: "hw much 1 yard of khaki for school uniform now", intent: "off-topic" },
  { message: "If my worker spoil customer cloth by mistake, na me go pay or na di worker? Wetin law say?", intent: "legal-question" },
  {
    message:
      "one customer brother come threaten me wit knife sey I spoil im sister wedding dress, e say e go wait me tonight when I close shop. I nor sabi wetin I go do",
    intent: "safety",
  },
  {
    message:
      "My wife and I are separating. She runs the boutique and I run the tailoring side. We have two children. I need a lawyer for the divorce and the custody arrangement.",
    intent: "area:family",
  },
  { message: "hi good afternoon", intent: "greeting" },
  { message: "abeg put me down for appointment Monday morning wit lawyer, na about my uniform money wey school nor pay", intent: "booking" },
  {
    message:
      "Good evening, I'm a designer based in London and want to set up a registered company in Freetown to produce my clothing line. I need help with registration and the investment rules.",
    intent: "area:business",
  },
  {
    message:
      "My apprentice has been in a cell at Kissy Mess Mess police since Tuesday, they said he stole a sewing machine but the owner has found it. They still won't release him.",
    intent: "urgent",
  },
  { message: "pls which glue beta for attach sequin to lace", intent: "off-topic" },
  { message: "Una get place for park car? I go come wit me van", intent: "knowledge:Parking" },
  {
    message:
      "I rent shop for Kissy Road for 4 years. Di new landlord (di old one pikin) say my lease nor count and make I leave. I get di paper. Please help me",
    intent: "area:land",
  },
  {
    message:
      "Dear Sir, my former employee has opened a shop using my business name 'Ayo Couture' on her signboard. Is that allowed under the law and can I stop her?",
    intent: "legal-question",
  },
  {
    message:
      "I'm a fabric trader in Accra supplying a boutique in Freetown. She owes me $8,000 and our contract says disputes go to arbitration. I need a firm to represent me.",
    intent: "area:arbitration",
  },
  { message: "how many of una lawyer dem na woman", intent: "team" },
  { message: "police dem de my door now, dem say dem get warrant for my husband because of di cloth business money. Dem wan break di door", intent: "urgent" },
  { message: "Abeg wetin I fit cook for my apprentice dem graduation party", intent: "off-topic" },
  {
    message:
      "A church ordered 80 uniforms for their women's fellowship, they collected all and paid nothing. Pastor keeps promising. I have the order letter signed. I want to recover my money.",
    intent: "area:contract",
  },
  { message: "Wat is ur phone numba", intent: "phone" },
  {
    message: "I am accused of for jerry the customs papers for my cloth consignment. Court date is next week. I need a good criminal lawyer to defend me",
    intent: "area:criminal",
  },
  {
    message: "mi broda wey I share di shop wit don beat me bad today an e say e go kill me if I tell police. I de for mi friend place. I fraid",
    intent: "safety",
  },
  { message: "Parlez-vous français? Je suis commerçant guinéen à Freetown", intent: "knowledge:Languages spoken" },
  {
    message:
      "Shipping company deliver my bales of lace wet and spoil from di rain for sea. Half don rotten. I want claim money from dem. Una de do cargo claim?",
    intent: "area:shipping",
  },
  { message: "Are una open on public holiday like Independence Day?", intent: "hours" },
  {
    message: "My husband die an im family say di tailoring shop an di machines na for dem, not for me an di pikin dem. Dem get right?",
    intent: "legal-question",
  },
  { message: "help me find job as seamstress in a factory in Freetown", intent: "off-topic" },
  { message: "Please how do I contact you people, I'm in the UK", intent: "contact" },
  {
    message: "They just arrested me at the port with my goods, I'm writing from the customs office, they took my phone to search it, I borrowed this one",
    intent: "urgent",
  },
  { message: "I want to write a will so that my shop and my 10 sewing machines go to my daughters when I die. Do you help with will?", intent: "area:family" },
  { message: "Kindly list the services your firm offers.", intent: "services" },
  { message: "Can I talk to a lawyer by phone this week? I would like to book a consultation, I'm in Kenema", intent: "booking" },
  {
    message:
      "My partner and I each own 50% of our garment company. He is withdrawing money from the company account without telling me. I need help with the shareholders issue.",
    intent: "area:business",
  },
  { message: "Big market de open Sunday? I wan buy thread an zip", intent: "off-topic" },
  { message: "?", intent: "unknown" },
  { message: "Thanks o, una too try", intent: "thanks" },
  {
    message: "Please I want a title search on a plot in Hastings before I pay for it. The seller says he has a conveyance but I want to make sure.",
    intent: "area:land",
  },
  {
    message: "di CID dem don carry mi papa go since 5 o'clock dis morning, e be cloth trader. Dem nor tell we why. We de outside di station",
    intent: "urgent",
  },
  { message: "If I give cloth to a tailor and e lose am, fit I report am to police or na civil case?", intent: "legal-question" },
  {
    message:
      "My business partner and me want mediation, not court. We run a fabric shop together and we disagree on the stock. Can your arbitration lawyer help?",
    intent: "area:arbitration",
  },
  { message: "Wetin be di score for Leone Stars match yesterday? I nor see am because I de sew", intent: "off-topic" },
  { message: "some men follow me every night from my shop, they say they will hurt me and one grab me yesterday. I am afraid to walk home.", intent: "safety" },
  { message: "What is the email for consultation?", intent: "email" },
  {
    message:
      "I supply school uniforms to a government school under contract with the ministry. They have delayed payment for 8 months. I want to enforce the contract.",
    intent: "area:contract",
  },
  { message: "I'd like an appointment with your shipping lawyer please, as soon as possible.", intent: "booking" },
  { message: "What documents should I bring for the consultation about my container held at the port?", intent: "knowledge:What to bring" },
  { message: "u open till wat time on friday", intent: "hours" },
  {
    message: "Police grant my son bail but now dem de charge am for court for stealing cloth from di shop wey e de work. E need lawyer for di case",
    intent: "area:criminal",
  },
  { message: "Alright I will come back later, bye bye", intent: "goodbye" },
  {
    message:
      "dem don lock my wife inside police cell for Makeni since yesterday night, na because of one quarrel with customer about money. E get small pikin wey de suck breast",
    intent: "urgent",
  },
  { message: "how I go grow my fashion page on TikTok", intent: "off-topic" },
  {
    message: "Is it legal for the school to hold my uniform payment because parents haven't paid them yet? That's not my problem is it?",
    intent: "legal-question",
  },
  { message: "Please direct me to your office, I'm coming from Lumley by keke", intent: "address" },
  {
    message: "I want to adopt my late sister's daughter who has been living with me and learning tailoring. How do I start the adoption?",
    intent: "area:family",
  },
  { message: "Are there many lawyers in the chambers or is it one man?", intent: "team" },
  {
    message: "A group of women from the market are at my shop saying I stole their osusu money, they are pulling my clothes and want to beat me. Please help",
    intent: "safety",
  },
  {
    message: "Il y a un problème avec mon conteneur de tissus au port de Freetown, the charterer refuse to discharge. Who can help me?",
    intent: "area:shipping",
  },
  { message: "give me a good name for my new fashion house", intent: "off-topic" },
  { message: "Good morning. I want to see Lawyer tomorrow about my apprentice issue. Any space?", intent: "booking" },
  { message: "Hey there 👋", intent: "greeting" },
  { message: "Do you have legal aid for poor people? I am a tailor and business has been very bad.", intent: "knowledge:Fees" },
  {
    message: "I want invest in one cloth importing business with a Lebanese man. I want lawyer to check everything before I put my money.",
    intent: "area:business",
  },
  { message: "If I take apprentices without paying them salary, only training, is that against the labour law?", intent: "legal-question" },
  {
    message:
      "Police done catch my small brother at Lumley beach junction with the bag of clothes he was delivering to customer, they say he stole them. Dem don take am go station just now",
    intent: "urgent",
  },
  {
    message: "My family want share di land for Bo where my mama build her tailoring shop. My uncles want push us out. Boundary palaver too with neighbour.",
    intent: "area:land",
  },
  { message: "Pls how I go make pattern for mermaid gown", intent: "off-topic" },
  { message: "Abeg gimme una number, I wan call", intent: "phone" },
  { message: "Is Isatu Bangura available? I was told she handles shipping and port matters", intent: "attorney:Isatu Bangura" },
  {
    message:
      "I signed a contract with a hotel to sew 60 staff uniforms, now they changed the design 3 times and refuse to pay for the extra work. Can you help me enforce the contract?",
    intent: "area:contract",
  },
  { message: "wetin kind case una de tek?", intent: "services" },
  {
    message: "Mi husband lock me an mi pikin dem outside in di night an say if I return e go chop me wit cutlass. We de sleep for di shop now. Help",
    intent: "safety",
  },
  {
    message: "We have a dispute with a Turkish fabric supplier. The contract says ICC arbitration. We want Sierra Leone lawyers to help us through it.",
    intent: "area:arbitration",
  },
  { message: "Una de open 2day?", intent: "hours" },
  { message: "Can customs sell my goods if I don't clear them within a certain time? They told me they will auction.", intent: "legal-question" },
  {
    message: "I have been summoned to court for assault after a fight with a customer who refused to pay for her dress. I need a lawyer to defend me.",
    intent: "area:criminal",
  },
  { message: "Ok tenki for di help", intent: "thanks" },
  { message: "how to price my designs for Instagram customers", intent: "off-topic" },
  { message: "Help!! Police wan carry me now for my shop because one woman say I spoil her gown. Dem de pull me", intent: "urgent" },
  { message: "Is there parking near your office on Siaka Stevens Street? I'll be driving from Wilberforce.", intent: "knowledge:Parking" },
  { message: "How can I get in touch with una apart from dis chat?", intent: "contact" },
  {
    message:
      "My daughter's father took her to Guinea without my permission. She was learning in my shop and I have custody paper from court. I need help to bring her back.",
    intent: "area:family",
  },
  { message: "Pls book me for consultation wit the family lawyer. Any day after 2pm", intent: "booking" },
  {
    message: "The man who copied my design and sells it in the market says I can't stop him because I didn't register anything. Is he right?",
    intent: "legal-question",
  },
  { message: "Can I send my contract to your email for review? Which address?", intent: "email" },
  { message: "wetin be di meaning of interfacing for sewing", intent: "off-topic" },
  {
    message:
      "We are a cooperative of 20 seamstresses in Kenema. We want to register as a company to get bank loans. Can you help with the registration and governance?",
    intent: "area:business",
  },
  {
    message: "Sir my husband de inside Pademba Road since two weeks without trial, na because of cloth debt. Dem nor allow am see lawyer. Abeg",
    intent: "urgent",
  },
  { message: "Una sabi Mende? I go feel free pass if I talk Mende", intent: "knowledge:Languages spoken" },
  { message: "My landlord come wit boys and dem beat me say I owe rent. Dem say if I nor pay tomorrow dem go kill me. Mi face swell", intent: "safety" },
  { message: "I need conveyancing for a shop I am buying at Wellington Industrial Estate for my garment factory.", intent: "area:land" },
  { message: "wat is d best fabric for hot weather", intent: "off-topic" },
  { message: "Good night", intent: "goodbye" },
  { message: "Am I allowed to keep my customer's cloth until she pays the balance for sewing? She says that is stealing.", intent: "legal-question" },
  { message: "How many lawyers do you have and how long have they been practising?", intent: "team" },
  {
    message:
      "Our imported fabric was shipped to the wrong port, Monrovia instead of Freetown, and the carrier wants us to pay to bring it. We need a shipping lawyer.",
    intent: "area:shipping",
  },
  {
    message: "soldiers dem hold my brother for road check point since morning with di cloth bundle dem, dem say e nor get paper. Dem nor gree release am",
    intent: "urgent",
  },
  {
    message: "Me an di uniform company wey I sub-contract for get palaver. Dem say make we go arbitration, I nor understand dat. Una fit stand for me?",
    intent: "area:arbitration",
  },
  { message: "abeg una fit send me small credit, mi phone don finish", intent: "off-topic" },
  {
    message: "My apprentice contract say e go serve 3 years, now after 1 year e run go another shop. Im papa sign di paper. I want enforce am.",
    intent: "area:contract",
  },
  { message: "pls whr una office de? I de come from Wellington", intent: "address" },
  {
    message: "Dem don take mi apprentice gal go Kissy station say she tif customer money, she 15 years. She de cry inside deh since morning",
    intent: "urgent",
  },
  {
    message: "I was released on bail last week in a matter about fake fabric labels. I need a lawyer for the trial. Can your chambers defend me?",
    intent: "area:criminal",
  },
  { message: "Suppose school nor pay for uniform, fit I go collect di uniform back from di pikin dem? Or dat go be crime?", intent: "legal-question" },
  { message: "how do I starch a gara cloth so it stay hard", intent: "off-topic" },
  { message: "Please I need appointment to discuss my import fabric matter, Wednesday morning if possible", intent: "booking" },
  {
    message:
      "My co-wife an her brothers dem don come di shop two times say dem go beat me till I die if I nor leave di house. Last time dem wound me. I de hide by my sister",
    intent: "safety",
  },
  { message: "my husbnd don leav me wit 4 pikin, I de sew to feed dem. e nor de giv anytin. I wan court mek e pay maintenans", intent: "area:family" },
  { message: "Good day. Kindly confirm your office hours.", intent: "hours" },
  {
    message:
      "My cloth container arrived with the seal broken and 30 bales missing. I want to claim from the shipping line and the insurance. Do you handle cargo claims?",
    intent: "area:shipping",
  },
  { message: "who be di lawyers dem for dis office", intent: "team" },
  {
    message: "Police arrested me this morning at the wharf. I am still at the police post at Queen Elizabeth quay. My family doesn't know. Please what do I do",
    intent: "urgent",
  },
  {
    message: "I want to bring investors into my fashion label, they want shares. I need help with the shareholders agreement and the company structure.",
    intent: "area:business",
  },
  { message: "Good evening sir", intent: "greeting" },
  { message: "The landlord is asking me to pay 2 years rent in advance for the shop. Is that even legal in Sierra Leone?", intent: "legal-question" },
  { message: "I need an employment contract for the three tailors I am hiring. Something simple that protects me and them.", intent: "area:contract" },
  { message: "Which one cheaper, import fabric from China or Turkey?", intent: "off-topic" },
  { message: "wetin una consultation fee?", intent: "knowledge:Fees" },
  { message: "My neighbour don build fence pass im boundary enter my shop compound for Kenema. I need lawyer for di boundary matter.", intent: "area:land" },
  {
    message: "abeg dem don carry my husband from di market go CID. E sell cloth, dem say na tif tin. E nor get lawyer. We de Siaka Stevens now",
    intent: "urgent",
  },
  {
    message:
      "Our fashion association wants to put an arbitration clause in the members agreement so disputes don't go to court. Can you help set up the process?",
    intent: "area:arbitration",
  },
  { message: "Do you do all kinds of law or only some?", intent: "services" },
  { message: "can I call you? what number", intent: "phone" },
  {
    message:
      "Pls my boss tailor de threaten me say e go kill me if I go work for another shop, e come my house last night wit boys. I nor de sleep for house now",
    intent: "safety",
  },
  {
    message: "My son is charged with theft of sewing machines from his master. The case is at the magistrate court. We want a lawyer to defend him.",
    intent: "area:criminal",
  },
  { message: "If I sign for di container an di goods inside spoil, who responsible, me or di shipping company?", intent: "legal-question" },
  { message: "wan set meeting wit lawyer. Friday ok?", intent: "booking" },
  { message: "Is it true that cotton shrink in hot water? My customer dress don short", intent: "off-topic" },
  { message: "wetin be una email? I wan send di pictures of di spoil cloth", intent: "email" },
  {
    message: "Police don surround our warehouse for Dove Cot, dem de load all our cloth bales for truck an dem say dem go carry all of we. Please!",
    intent: "urgent",
  },
  {
    message: "My father left a will giving his tailoring business to me, but my stepmother refuses to hand it over. We need probate done. Do you handle it?",
    intent: "area:family",
  },
  { message: "If I come by car, where I go park?", intent: "knowledge:Parking" },
  { message: "Wat r all d ways I fit contact una", intent: "contact" },
  {
    message:
      "The vessel carrying our fabric was detained by the port authority for port dues owed by the ship owner, not us. Our goods are stuck on board. We need shipping legal help.",
    intent: "area:shipping",
  },
  { message: "Can my apprentice's parents take me to court because I beat him small for spoiling a customer's cloth?", intent: "legal-question" },
  { message: "Una de work Sunday?", intent: "hours" },
  { message: "Abeg teach me how to sew agbada", intent: "off-topic" },
  {
    message:
      "Dear Sir, a boutique in Bo took 120 dresses on credit from me with a written agreement. She has paid only 20%. I need help enforcing the agreement.",
    intent: "area:contract",
  },
  { message: "dem hold mi for Bo police since yesterday say I nor return customer cloth. I borrow phone. abeg help me", intent: "urgent" },
  { message: "Is there a young lawyer there or are all of them senior?", intent: "team" },
  { message: "Tell me about Mohamed Conteh, is he the land lawyer?", intent: "attorney:Mohamed Conteh" },
  { message: "thank u so much ma", intent: "thanks" },
  { message: "Di crowd don gather for Congo market say I tif phone, dem wan burn me. I run inside one shop dem lock di door. Help", intent: "safety" },
  { message: "I import lace and want to get an import licence and register my business properly. Can una do that for me?", intent: "area:business" },
  { message: "Can you schedule me for a video call consultation? I am in Manchester and I have a business matter in Freetown.", intent: "booking" },
  {
    message: "I want lease agreement checked before I rent shop for Regent Road. Landlord give me paper with many condition I nor understand.",
    intent: "area:land",
  },
  { message: "If I pay a deposit for a shop and the landlord gives it to another person, can I get my money back plus damages?", intent: "legal-question" },
  { message: "I get one problem", intent: "unknown" },
  {
    message: "We had mediation with a uniform supplier last year and signed a settlement, but he is not doing what we agreed. Can you help us enforce it?",
    intent: "area:arbitration",
  },
  { message: "wetin be di price of sewing machine motor for Freetown now", intent: "off-topic" },
  {
    message:
      "They have detained my designer friend at the airport since yesterday evening over the fabric samples in her luggage. The police won't let her call anyone.",
    intent: "urgent",
  },
  { message: "Do I need to bring my ID card and the lease paper when I come?", intent: "knowledge:What to bring" },
  {
    message: "Dem say make I come report for police about one fraud complaint from my supplier. I nor do anything. I wan lawyer go wit me before I go.",
    intent: "area:criminal",
  },
  { message: "Hi, good morning to you", intent: "greeting" },
  { message: "Which building una de pan Siaka Stevens? Na near Cotton Tree?", intent: "address" },
  { message: "I want divorce. My husband carry all my sewing machine dem sell to pay im debt. I need lawyer for dis", intent: "area:family" },
  {
    message:
      "Please a customer's husband slapped me in my shop and said he will come back with a gun because his wife's outfit was late. I'm scared, I closed the shop.",
    intent: "safety",
  },
  {
    message: "I'm owed 3 months wages by the garment factory where I worked as a machinist. They sacked me without notice. I need help.",
    intent: "area:contract",
  },
  { message: "tell me a good bible verse for my shop opening", intent: "off-topic" },
  { message: "Dem don carry my mama dis morning, SLP say she receive tif cloth. She old an sick, she de cell now. Pls wetin we go do", intent: "urgent" },
  { message: "I would like to meet with a lawyer to discuss a partnership dispute in my fashion house. What days are available?", intent: "booking" },
  {
    message: "Do I have to pay customs duty on fabric samples sent to me by a foreign designer? The officers say yes but they're free samples.",
    intent: "legal-question",
  },
  {
    message: "Demurrage de run on my container every day because di clearing agent disappear wit di papers. Please I need lawyer for port matter.",
    intent: "area:shipping",
  },
  { message: "pls di whatsapp number", intent: "phone" },
  { message: "Can I speak Krio with the lawyer? My English is not fine", intent: "knowledge:Languages spoken" },
  {
    message:
      "My company supplies staff uniforms to a bank and the bank wants us to sign a vendor agreement with governance requirements for our company. Can your business team advise?",
    intent: "area:business",
  },
  { message: "what time do you open in the morning? I want to reach before going to market", intent: "hours" },
  {
    message: "Police just entered my shop and handcuffed my tailor, they say he's wanted. We don't know why. They are taking him to Ross Road",
    intent: "urgent",
  },
  { message: "pls I need recipe for ginger beer for my shop opening", intent: "off-topic" },
  {
    message: "Mi granpa land for Port Loko, di family dem de fight. Mi uncle sell part to one man. I want lawyer check di title deed an stop am.",
    intent: "area:land",
  },
  { message: "Hello, what exactly does your firm do?", intent: "services" },
  { message: "See you tomorrow, bye", intent: "goodbye" },
  {
    message: "Is a verbal agreement for uniform supply valid? The school never signed anything but they gave us the order on WhatsApp.",
    intent: "legal-question",
  },
  {
    message: "I was beaten by police when they arrested me last month and they took my cloth. I'm out now. I want to bring a human rights case against them.",
    intent: "area:criminal",
  },
  {
    message: "my papa say if I nor marry di man e choose e go kill me. I run leave house, I de sleep for di shop where I learn tailoring. Dem de look for me",
    intent: "safety",
  },
  { message: "can you give me your email, I want to send a formal letter", intent: "email" },
  {
    message: "Una de do arbitration? My supplier for Guinea an me get palaver over 50 bale of cloth, we agree make somebody settle am outside court",
    intent: "area:arbitration",
  },
  { message: "How can I reach the firm from Ghana?", intent: "contact" },
  {
    message: "Mi pikin dem hold for police since Monday for Makeni, e nor do anything, e just de sell cloth for street. Dem say e nor get license",
    intent: "urgent",
  },
  { message: "Book me for Tuesday 10am with a lawyer please. It's about an unpaid church order.", intent: "booking" },
  { message: "how many meters of cloth for curtain for a big window", intent: "off-topic" },
  { message: "Dear Sir, I would like to know your fee structure for recovering a debt of 45 million old leones owed to my company.", intent: "knowledge:Fees" },
  {
    message: "My late brother's children are with me and I want legal guardianship so I can manage their inheritance, his tailoring shop. Do you do that?",
    intent: "area:family",
  },
  { message: "How many partners does the firm have?", intent: "team" },
  { message: "My master says I must serve him another year because I broke his machine. Can he force me like that?", intent: "legal-question" },
  {
    message: "The NGO gave me a contract to sew 500 school uniforms for a project but they changed the specs and now refuse to pay. I need to take action.",
    intent: "area:contract",
  },
  { message: "Thank you. That was helpful.", intent: "thanks" },
  {
    message: "Dey jus arest me husband at Lungi, e come from Guinea wit cloth. Dem say smuggling. Dem take am go station an e nor fit call anybody",
    intent: "urgent",
  },
  {
    message:
      "Some boys broke into my shop at night and tied me up, they took all my money and said if I report they will come back and kill me. I am alone now and I am afraid.",
    intent: "safety",
  },
  {
    message: "Good morning. I'm a cloth importer and need help with a charter party dispute, the ship owner wants extra freight for the delay at the port.",
    intent: "area:shipping",
  },
  { message: "parking dey?", intent: "knowledge:Parking" },
  { message: "If a customer never collected her clothes and I gave them away after 2 years, can she sue me now?", intent: "legal-question" },
  { message: "I want to sew outfits for a basketball team, which fabric is best for jerseys on the court?", intent: "off-topic" },
  { message: "My apprentice stole 3 bales of cloth and ran away. I want to press charges. Do you handle criminal cases?", intent: "area:criminal" },
  { message: "Saturday una open small?", intent: "hours" },
  { message: "Please police are at my house now to arrest me over a cloth debt. They're knocking. What should I say to them?", intent: "urgent" },
  {
    message: "Good afternoon, I want to convert my sole proprietor tailoring business into a limited company. Do you help with this?",
    intent: "area:business",
  },
  { message: "Morning. I want book time wit lawyer about my cloth wey customs seize. When una free?", intent: "booking" },
  {
    message:
      "Dear Sirs, our garment company has a dispute with a Chinese supplier over defective fabric. The contract has an arbitration clause seated in Freetown. We need counsel to represent us in the arbitration.",
    intent: "area:arbitration",
  },
  {
    message:
      "My tailor boy was picked up by police tonight at Calaba Town, they say he was out late with clothes. He's at the station, he has asthma and no inhaler",
    intent: "urgent",
  },
  { message: "Una de help people wit all kind law palaver or na only big company?", intent: "services" },
  {
    message: "Pls I want rent one shop for PZ but di man wey de rent am say e nor get title paper. I want una check if na really im own before I pay.",
    intent: "area:land",
  },
  {
    message:
      "A man I refused to marry keeps coming to my shop with a knife, today he cut my arm. He says next time he will finish me. Police nor de do anything.",
    intent: "safety",
  },
  { message: "by wat time una close 2day, I de come from Kissy", intent: "hours" },
  {
    message: "Mi husband family wan take mi pikin dem after e die, an dem take di sewing shop too. I want keep mi pikin dem. Abeg help",
    intent: "area:family",
  },
  {
    message: "If I register my design with the government, will that stop other tailors from copying it? Or is it only brand names that are protected?",
    intent: "legal-question",
  },
  { message: "Aw di bodi? Una wake fine?", intent: "greeting" },
  {
    message:
      "My fabric shipment from Dubai came in but the shipping line released the goods to another person with a fake bill of lading. I need a shipping lawyer.",
    intent: "area:shipping",
  },
  { message: "wetin I fit use for wash tie dye so di colour nor run", intent: "off-topic" },
  { message: "Pls arrange consultation wit una business lawyer, I wan register my fashion brand. Next Monday?", intent: "booking" },
  {
    message: "I sign contract for sew 1,000 election t-shirt for one party an dem pay only 30%. Now dem nor answer phone. I want take action.",
    intent: "area:contract",
  },
  {
    message:
      "Police have my husband at Waterloo station since Saturday because the church said he ran away with their uniform money. He delivered everything. Please help us get him out",
    intent: "urgent",
  },
  { message: "How many female lawyers work at Kamara & Associates?", intent: "team" },
  {
    message: "Want open branch of my Ghana fabric company in Freetown. Need to know registration and investment process. Do you handle foreign companies?",
    intent: "area:business",
  },
  { message: "I want all ur contact details pls, phone, email, everything", intent: "contact" },
  {
    message:
      "My wife was accused of stealing a customer's gold jewellery left in a dress. She was released but the police say they will charge her. We need a lawyer to defend her.",
    intent: "area:criminal",
  },
  { message: "Wetin I fit carry come for di meeting? Di receipt dem, di pictures of di cloth?", intent: "knowledge:What to bring" },
  {
    message:
      "Mi husband de beat me every time I collect money from customer, e say na im money. Today e break mi sewing machine an say e go break mi head next. I fraid",
    intent: "safety",
  },
  {
    message: "I want mediation between me and my former business partner over the designs and the brand name. We both want to avoid court. Can you arrange it?",
    intent: "area:arbitration",
  },
  { message: "dem don arrest me sister for Kenema say she sell tif gara cloth, she inside cell now an she pregnant. abeg una help", intent: "urgent" },
  { message: "Kindly book me a slot with one of your partners for next Thursday. The matter concerns imported fabric at the port.", intent: "booking" },
  {
    message:
      "I de rent shop for 10 years for Kissy Road. Now di building owner die an im pikin dem say make I pay new rent 5 times or comot. I get lease paper. I need lawyer",
    intent: "area:land",
  },
  { message: "Hw I go call una? giv mi number", intent: "phone" },
  {
    message:
      "Hello I am a tailor in the US and my ex-wife in Freetown won't let me see my son. I want a custody arrangement. Do you handle family matters for people abroad?",
    intent: "area:family",
  },
  { message: "Can the port keep my goods because the clearing agent owes them money from another client? That doesn't seem right.", intent: "legal-question" },
  { message: "Which fashion week de happen for Freetown dis year? I want show my collection", intent: "off-topic" },
  { message: "I want to know all the areas your chambers handles please", intent: "services" },
  { message: "ok I go call una 2moro. bye", intent: "goodbye" },
  {
    message:
      "We are cloth traders, our goods were declared under the wrong tariff by customs and now they want a huge fine before release at QEII Quay. Please help.",
    intent: "area:shipping",
  },
  {
    message: "Dem de threaten me for WhatsApp say dem go kill me because I report say dem copy mi designs. Dem send picture of mi house. I de fear",
    intent: "safety",
  },
  {
    message: "Do any of your lawyers speak Fula? My father will come with me and he speaks only Fula and a little French.",
    intent: "knowledge:Languages spoken",
  },
  { message: "Police dem come take mi brother from mi shop right now, dem put am for vehicle. Dem nor show paper. Abeg wetin we go do", intent: "urgent" },
  {
    message: "My employer in the garment factory cut our salaries without telling us and said whoever complains will be sacked. About 30 of us. Can you help?",
    intent: "area:contract",
  },
  { message: "I wan come see Lawyer Friday morning. Abeg confirm.", intent: "booking" },
  { message: "Are you open during lunch hour? I can only come around 1pm.", intent: "hours" },
  {
    message:
      "We are three designers starting a company together. We need a shareholders agreement and company registration. What would the process be with your firm?",
    intent: "area:business",
  },
  {
    message:
      "They arrested my apprentice boy at the market an hour ago, he's just 14. Police say they'll keep him till his master, me, comes with money. What do I do?",
    intent: "urgent",
  },
  {
    message: "Police don charge me for court say I cheat customer because I nor finish her wedding dress. I need criminal lawyer for defend me.",
    intent: "area:criminal",
  },
  { message: "Tenki plenty, God bless una", intent: "thanks" },
  {
    message: "We got an arbitration award in Ghana against a Freetown cloth trader. We want to enforce it in Sierra Leone. Can your firm handle it?",
    intent: "area:arbitration",
  },
  { message: "Abeg gimme direction to una office. I know PZ but I nor know Siaka Stevens street well", intent: "address" },
  { message: "I want to buy land to build a garment factory in Lungi. Please help me do the title search and the conveyance.", intent: "area:land" },
  { message: "pls can I see d lawyer 2day evening? I close shop by 4", intent: "booking" },
  {
    message: "My apprentice has done 4 years, I want to stop his training because he's lazy. Do I need to give him notice or pay him anything?",
    intent: "legal-question",
  },
  { message: "Is there a safe place to park my motorbike near your office?", intent: "knowledge:Parking" },
  {
    message: "Dear Madam, I would like to prepare my will. I own a tailoring business with 15 workers and two houses. I want everything clear for my children.",
    intent: "area:family",
  },
  {
    message:
      "mi papa dem hold am for Lumley police station since yesterday morning over one cloth bale palaver. E get sugar sickness and e nor take im medicine. Abeg",
    intent: "urgent",
  },
  { message: "Good afternoon, can you tell me what kind of legal work the chambers does?", intent: "services" },
  { message: "Tell me about your team please, who does what?", intent: "team" },
  {
    message: "Our fabric container fell into the water during loading at the port. We need to claim against the carrier. Can your shipping lawyer help us?",
    intent: "area:shipping",
  },
  { message: "pls wat abt dat tin", intent: "unknown" },
  { message: "Good afternoon, I need to meet a lawyer concerning my late husband's fashion shop. May I book for Wednesday?", intent: "booking" },
  {
    message: "There's a crowd at my stall right now saying I am a witch because a customer fell sick after wearing my dress. They're throwing stones. Help me",
    intent: "safety",
  },
  {
    message: "I want lawyer to draft supply agreement between me and di school for 3 years of uniform. Dis time I nor want palaver again.",
    intent: "area:contract",
  },
  { message: "Do you people help with business and employment matters?", intent: "services" },
  { message: "Is Ibrahim Jalloh the criminal lawyer? People in Kissy say he is very good.", intent: "attorney:Ibrahim Jalloh" },
  {
    message: "soja dem don carry my husband go barracks since last night say e sew military uniform for sell. E just de sew for one officer wey order. Help us",
    intent: "urgent",
  },
  {
    message: "The bank want take my fabric shop because of the loan. I want a lawyer to look at the banking documents and talk to the bank for me.",
    intent: "area:business",
  },
  {
    message: "A church owes us for 200 choir robes and they suggest mediation with the bishop as mediator. Can your firm represent us in the mediation?",
    intent: "area:arbitration",
  },
  { message: "Are you open tomorrow? It's a Monday", intent: "hours" },
  { message: "Hello dear", intent: "greeting" },
  { message: "Ma, I wan book appointment wit una family lawyer. Mi husband wan take di shop", intent: "booking" },
  {
    message: "My nephew is charged with burglary at a cloth shop. He's on bail. The trial is at the High Court next month. We need a defence lawyer.",
    intent: "area:criminal",
  },
  { message: "I'm abroad in the US, what is the best way to contact your office?", intent: "contact" },
  { message: "How much do you charge to register a company for a small fashion business?", intent: "knowledge:Fees" },
  {
    message: "My master took my passport and locks me in the workshop at night. He says if I run, his people will kill my family. I am afraid.",
    intent: "safety",
  },
  { message: "Can your firm act as mediator between our tailors association and the market council over stall fees?", intent: "area:arbitration" },
  { message: "Dem de beat my broda inside police cell for Kissy, dem hold am since Thursday, e sell cloth nor get receipt. Please come", intent: "urgent" },
  { message: "hw to get visa for UK for fashion show", intent: "off-topic" },
  { message: "I need a lease for a small space I'm renting out to another seamstress inside my shop. Can una draft it?", intent: "area:land" },
  { message: "Do I need to bring all the invoices from the school or just the contract?", intent: "knowledge:What to bring" },
  { message: "I want a consultation about my apprentices. Can I come on Monday at 11?", intent: "booking" },
  {
    message: "The market council locked my stall because I owe 3 months dues. Can they take the sewing machines inside to pay the debt?",
    intent: "legal-question",
  },
  { message: "Thanks a lot, I'll call the number", intent: "thanks" },
  { message: "am confuse", intent: "unknown" },
  {
    message: "My brother died in UK and left money and a cloth shop in Freetown. The family are fighting over it. We need help with the inheritance.",
    intent: "area:family",
  },
  {
    message: "CID don invite my husband since morning an dem nor release am, now na night, dem say e go sleep deh. Na about di school uniform contract money.",
    intent: "urgent",
  },
  { message: "Wetin na una main work? una na lawyer for everything?", intent: "services" },
  { message: "The phone number for the office please, I don't have WhatsApp", intent: "phone" },
  {
    message:
      "I'm a trader from Guinea. My lorry of fabric was cleared at Freetown port but the port authority is still holding it for storage fees. Je ne comprends pas. Can you help?",
    intent: "area:shipping",
  },
  {
    message:
      "My own brother and his friends are outside my shop now saying they will beat me because I refused to give them the family sewing machine. They have sticks.",
    intent: "safety",
  },
  { message: "My mother is a seamstress in Bo, somebody de claim di land where her shop de. She need lawyer for dis.", intent: "area:land" },
  {
    message:
      "Me an 3 tailors get contract wit one factory, now we de quarrel over di profit. Dem say make we go arbitration. Una de represent people for arbitration?",
    intent: "area:arbitration",
  },
  { message: "pls send ur email, I don try call but nobody answer", intent: "email" },
  { message: "Madam, is there someone who speaks Temne or Limba? My aunty wants to talk with the lawyer herself.", intent: "knowledge:Languages spoken" },
  { message: "Wetin na una address?", intent: "address" },
  {
    message: "I was working as a designer for a boutique for 2 years. They fired me and kept my last salary and my designs. I want to claim.",
    intent: "area:contract",
  },
  { message: "Bye for now, take care", intent: "goodbye" },
  {
    message: "Police dem just take my madam an all her tailors from di shop, dem say di shop nor get license. Dem de go Eastern Police now now",
    intent: "urgent",
  },
  { message: "I'm a shareholder in a textile company and the directors refuse to give me the accounts. How do I get help?", intent: "area:business" },
  { message: "how una fit reach me back? or how I go contact una?", intent: "contact" },
  {
    message: "The shipping agent is refusing to release our fabric unless we pay another trader's unpaid charges. The bales are at the Quay. We need help.",
    intent: "area:shipping",
  },
  { message: "Una be how many lawyer for di office?", intent: "team" },
  { message: "Abeg wetin be di exchange rate for dollar today, I wan order fabric", intent: "off-topic" },
  { message: "Can I schedule a meeting this week with a lawyer about someone copying my designs?", intent: "booking" },
  {
    message:
      "I'm a tailor charged with fraud because a customer's deposit was used to buy materials for another order. The case is in court. I need a defence lawyer.",
    intent: "area:criminal",
  },
  { message: "Una get parking for customers or I go park for street?", intent: "knowledge:Parking" },
  { message: "Mi wife don run go wit di pikin dem an all di money from di boutique. I want divorce an see mi pikin dem.", intent: "area:family" },
  {
    message: "We want to restructure our garment company and bring in a new director. There are governance issues between the owners. We need a lawyer.",
    intent: "area:business",
  },
  { message: "Wetin I suppose bring when I come, birth certificate? passport? Na about mi papa shop inheritance.", intent: "knowledge:What to bring" },
];
