import type { LabelledMessage } from "./labelled-message";

// Printing/photocopy shops, cyber cafés, typists and document agents; writers: Pa Alimamy (58, court-gate typist Freetown, formal letters), Mariatu (24, cyber café attendant Bo, SMS), Ousman (35, photocopy shop Lumley, Krio), Mrs Georgiana Cole (47, printing press Kissy Road, long stories), Kelvin (19, print apprentice Makeni, typos), Fanta (30, document agent Kenema, French mix), Sorie (41, cyber café owner Waterloo, voice typing), Aminata (28, UK diaspora paying for funeral and event printing).
export const DEVELOPMENT_NINETY_SEVENTH: LabelledMessage[] = [
  { message: "good morning una, na me Ousman from di photocopy shop na Lumley", intent: "greeting" },
  {
    message:
      "Dear Sir, I am a typist at the gate of the Law Courts for 22 years. Last week a young man brought a WASSCE certificate to retype and I saw it was false, so I refused. Now the CID has invited me to make a statement about him. I need a lawyer to go with me please.",
    intent: "area:criminal",
  },
  { message: "abeg which toner fit HP LaserJet M402, mine don finish an customer dem de wait", intent: "off-topic" },
  {
    message:
      "Police don cam take mi apprentice from di shop dis morning, dem say e print fake NASSIT card. Dem carry am go Congo Cross station now now. Abeg help",
    intent: "urgent",
  },
  { message: "una open saturday? i close shop 2pm so i fit cam afta", intent: "hours" },
  {
    message:
      "A candidate for councillor gave us a job of 3000 posters and 500 T-shirts for his campaign and paid only the deposit. Election done finish and he has refused to pay the balance of Le 18,000. We have his signed order form. Can your firm help us recover the money?",
    intent: "area:contract",
  },
  {
    message: "if customer bring document for print and e turn out say na forged, me wey print am go get case too? i no know say e fake",
    intent: "legal-question",
  },
  {
    message:
      "Some boys from one party came to my shop last night and said if I print posters for the other candidate they will burn the place. They are standing across the road now watching me. I am scared to open",
    intent: "safety",
  },
  { message: "how much una de take for consultation? small shop owner me, money no plenty", intent: "knowledge:Fees" },
  {
    message:
      "My husband and I run a cyber cafe together for 9 yrs, now he has another woman and want to push me out of the business and the house. i want divorce and my share, pls help",
    intent: "area:family",
  },
  { message: "hw many lawyers una get der?", intent: "team" },
  { message: "sir i get one issue so", intent: "unknown" },
  {
    message:
      "The landlord for my print shop at Kissy Road says the land is family land, and now another family member is coming with papers saying he owns it and we should pay rent to him. I need your firm to do a title search so I know who the true owner is.",
    intent: "area:land",
  },
  {
    message: "I would like to book an appointment with a lawyer concerning a debt owed to my printing press. Thursday morning would suit me.",
    intent: "booking",
  },
  { message: "Can you help me type and print my daughter's school project on malaria? 12 pages", intent: "off-topic" },
  {
    message:
      "my brother Alieu na im de run di cyber for Waterloo. Soja dem cam take am yesterday say e help people do fake visa form, e still de barracks till now, we no see am",
    intent: "urgent",
  },
  {
    message: "Me and 2 friends want to register our printing and branding company as limited company. Wetin we need and can una do am for us?",
    intent: "area:business",
  },
  { message: "send me una whatsapp number pls", intent: "phone" },
  {
    message:
      "Our new offset printing machine from China is sitting at Queen Elizabeth Quay for 3 weeks, customs says the papers are not correct and demurrage is piling. We need a shipping lawyer to handle this",
    intent: "area:shipping",
  },
  {
    message: "One customer flash drive get lost for my cyber, e say e thesis de inside an e wan sue me for 50 million. E get right for ask dat much?",
    intent: "legal-question",
  },
  { message: "helo gd evening", intent: "greeting" },
  {
    message:
      "We have a dispute with our paper supplier about a bad batch of 200 reams. We don't want to go to court because we still do business together. Can your firm arrange mediation between us?",
    intent: "area:arbitration",
  },
  { message: "my phone battery no de charge again, u know where dem de fix am for Bo?", intent: "off-topic" },
  { message: "is there place to park okada or car near una office? i go come wit di shop van", intent: "knowledge:Parking" },
  { message: "wat is ur email address i wan send scan of di documents", intent: "email" },
  {
    message:
      "Police are at my shop right now with a warrant, they are carrying all my computers and they say I should follow them. What should I do, please send someone",
    intent: "urgent",
  },
  { message: "Wetin una de do for people? na all kind of case una de handle?", intent: "services" },
  {
    message:
      "My shop boy has been accused by a customer of stealing her phone from the counter. Police invited him on Monday. He is innocent. I want a lawyer to stand for him",
    intent: "area:criminal",
  },
  { message: "Good afternoon. May I know your office hours? I work in town till 4.", intent: "hours" },
  { message: "abeg put me down fo see one lawyer 2moro morning, na about my shop", intent: "booking" },
  {
    message: "Wan customer whe lost im file for mi cafe don threaten me say e go cam wit boys fo beat me tonight. E don call me 5 times. I fraid fo go house",
    intent: "safety",
  },
  {
    message:
      "i employ one girl for type, she sign contract 1 year, now she leave after 3 month and carry my customers with her to open her own shop. I want to take action on the contract",
    intent: "area:contract",
  },
  { message: "Kindly help me write a poem for my late mother's funeral programme, we are printing tomorrow", intent: "off-topic" },
  {
    message:
      "I paid my cyber cafe staff salary every month but didn't pay their NASSIT. One of them now says he will report me. Is that an offence and what will happen to me?",
    intent: "legal-question",
  },
  { message: "tenki yu, God bless", intent: "thanks" },
  {
    message: "we buy plot for build print press na Waterloo but now another man de build on top am with in own survey plan. i need lawyer for dis lan palava",
    intent: "area:land",
  },
  { message: "How can I get in touch with your firm? I don't live in Freetown, I'm in Kabala", intent: "contact" },
  { message: "Do you have a female lawyer? I prefer to talk to a woman about my matter", intent: "team" },
  {
    message:
      "Dem lock mi wife na Kenema police station since yestade, dem say she type one fake land document for somebody. She just de type wetin dem give am. Abeg",
    intent: "urgent",
  },
  {
    message:
      "My uncle who owned the photocopy shop at Campbell Street died without a will. His wife and his brothers are fighting over the shop and the machines. I am his son. Please help us sort out the inheritance.",
    intent: "area:family",
  },
  { message: "Una lawyers de speak Mende? my mama no sabi English", intent: "knowledge:Languages spoken" },
  { message: "where una office dey exactly? I de come from Lumley", intent: "address" },
  { message: "which cheap internet bundle good for cyber cafe, Orange or Africell?", intent: "off-topic" },
  {
    message:
      "We are 3 shareholders in a printing company. The managing director has been taking money and not calling meetings. We want to remove him. Please, can you assist?",
    intent: "area:business",
  },
  {
    message: "Good day. I wish to schedule a consultation regarding my company's registration. Kindly let me know available dates next week.",
    intent: "booking",
  },
  {
    message: "A mob gathered at my cyber cafe saying we are scamming people online. They are breaking the glass. I'm hiding in the back room with my two staff",
    intent: "safety",
  },
  {
    message:
      "Dear Sir, a container of printing paper and ink we imported arrived damaged by seawater. The shipping line refuses responsibility. We wish to file a cargo claim.",
    intent: "area:shipping",
  },
  {
    message: "Customer no pay for funeral programme since January. Na 2 million. If I post his name and picture for Facebook say he owe me, dem fit arrest me?",
    intent: "legal-question",
  },
  {
    message:
      "they took my son from the cyber at 11 in the night, men in plain clothes, no uniform, they say he is doing internet fraud. We don't know where they carried him. Please",
    intent: "urgent",
  },
  { message: "ok bye. I go call tomorrow", intent: "goodbye" },
  {
    message:
      "The printing press and the church agreed in the contract that any dispute goes to arbitration. Now they won't pay for 5000 hymn books. How do we start the arbitration?",
    intent: "area:arbitration",
  },
  {
    message:
      "i do printng job for one funral, 300 programs, banner an obituary poster. famly say dem go pay after burial. now 2 monts dem no pay, dem de dodge me. I want lawer to write dem letter",
    intent: "area:contract",
  },
  { message: "Bonjour, hello. Na Fanta, I de do documents na Kenema", intent: "greeting" },
  {
    message: "Ma soeur, dem hold am na Kenema police since Friday, dem say di birth certificate wey she prepare for one client na fake. Dem no gree bail am",
    intent: "urgent",
  },
  { message: "Which laptop best for cyber cafe under 4 million leones?", intent: "off-topic" },
  {
    message: "my staff took 500,000 from the till, I have it on camera. Can I deduct it from his salary or sack him without notice?",
    intent: "legal-question",
  },
  {
    message:
      "the people wey rent me the shop space don sell the building to another man and the new owner say make I comot in 1 week. I get 3 year lease paper. I want lawyer for dis land matter",
    intent: "area:land",
  },
  { message: "can i see one lawyer on Monday? Am coming from Makeni so early beta", intent: "booking" },
  { message: "wat time una close for friday", intent: "hours" },
  { message: "Is Ibrahim Jalloh still at your firm? A friend told me he helped him with bail last year", intent: "attorney:Ibrahim Jalloh" },
  {
    message:
      "my husband beat me yesterday because I refused to give him the cyber cafe money. He said today he will finish me. I am at my sister's place but he knows it",
    intent: "safety",
  },
  {
    message: "When I come for the meeting, what papers should I carry? I have the order forms, receipts and WhatsApp chats with the customer",
    intent: "knowledge:What to bring",
  },
  {
    message:
      "A woman brought her school certificate to my photocopy, later police say the certificate is false and now they say I am part of it. They told me to report on Thursday. I need criminal lawyer",
    intent: "area:criminal",
  },
  { message: "how do I remove paper jam from Canon copier, the light de blink orange", intent: "off-topic" },
  { message: "Good evening, I would like to know the kind of legal services your chambers provides to small businesses", intent: "services" },
  {
    message:
      "Je suis à Conakry. I ship printing machines to Freetown by boat, the vessel arrive but port people no release the cargo, dem say bill of lading problem. Una fit help?",
    intent: "area:shipping",
  },
  { message: "Mi boss don lock mi inside cell na Makeni sey I tif im toner an paper. I no tif notin. I de use mi frend fon. plz help", intent: "urgent" },
  {
    message: "hello I want to ask if my landlord can lock my cyber cafe because I am owing to month rent is that legal question mark",
    intent: "legal-question",
  },
  {
    message:
      "My late father left a will giving his printing press to my stepmother alone, we his 4 children got nothing. We want to challenge it. I am in London. Can your firm help us?",
    intent: "area:family",
  },
  { message: "pls wetin be una email? d one for consultation", intent: "email" },
  {
    message:
      "I want to open a branch of my cyber cafe in Bo and make my brother partner. How do we set up the company papers properly so there will be no palava later?",
    intent: "area:business",
  },
  { message: "ok merci beaucoup for di info", intent: "thanks" },
  {
    message:
      "we sign contract with one NGO to print 10000 voter education flyers. dem say quality bad an dem no wan pay. both of us agree to try mediation instead of court. una de do mediation?",
    intent: "area:arbitration",
  },
  { message: "hmm ok so wetin", intent: "unknown" },
  { message: "Abeg write me CV for job at bank, I go print am for my own shop", intent: "off-topic" },
  {
    message:
      "People are standing at my shop door with cutlasses saying I printed the wrong photo in their relative's obituary and disgraced the family. Please what do I do they are shouting",
    intent: "safety",
  },
  { message: "Can I pay the lawyer fee small small? My shop business don slow down", intent: "knowledge:Fees" },
  { message: "Are you open during lunch time? I can only leave the shop between 1 and 2", intent: "hours" },
  { message: "I'm coming from Eastend, which street is your office, near which landmark", intent: "address" },
  {
    message:
      "The city council ordered exercise books and ID cards from my company, delivered since last year, still not paid. We have the LPO. We need a lawyer to enforce it.",
    intent: "area:contract",
  },
  {
    message:
      "the police come in my shop now now and hand cuff my operator Mohamed they are pushing him into the vehicle they said something about fake driving licence printing",
    intent: "urgent",
  },
  {
    message:
      "A customer forgot her documents with passport photos in my shop over a year ago. Am I allowed to throw them away or must I keep them? Can she sue me later?",
    intent: "legal-question",
  },
  {
    message:
      "Dear Sir/Madam, I write to request an appointment with a lawyer to discuss an employment matter at my printing firm. I am available Tuesday or Wednesday afternoon.",
    intent: "booking",
  },
  { message: "how do people reach una? call, whatsapp, email? I de Guinea for now", intent: "contact" },
  { message: "your phone number please, I want to call now", intent: "phone" },
  {
    message:
      "my cousin na typist for Tower Hill, police say e don type fake bail bond papers for people. dem never hold am but dem de look for am. we want lawyer before e go report",
    intent: "area:criminal",
  },
  { message: "Do you know where I can buy A3 laminating pouches wholesale in Freetown?", intent: "off-topic" },
  { message: "you people do only court case or also documents like agreement?", intent: "services" },
  {
    message:
      "Mi papa bin buy lan for Waterloo for build printing press, but now im brothers dem sey na family lan, e nor get right. I want una check di title deed for we",
    intent: "area:land",
  },
  {
    message:
      "Dis man wey owe me for campaign poster money, when I go ask am today e pull gun pan me an say if I come back e go shoot me. I de hide na mi shop now",
    intent: "safety",
  },
  {
    message: "If I use a customer's photo from his funeral programme as a sample on my shop Facebook page without asking the family, is that against the law?",
    intent: "legal-question",
  },
  { message: "I want to adopt my late sister's daughter. She's 7 and lives with me above my print shop in Bo. How do I start?", intent: "area:family" },
  {
    message:
      "Abeg, my papa dem tek am go CID since last night, dem say e print fake Leone note for im machine. He's 62 and sick. We in London, can una send lawyer quickly",
    intent: "urgent",
  },
  { message: "Who are the lawyers at the chambers? Are they experienced?", intent: "team" },
  { message: "Any parking for customers near your office? Siaka Stevens Street is always full", intent: "knowledge:Parking" },
  { message: "Wetin be di best software for design wedding card? Corel or Photoshop?", intent: "off-topic" },
  {
    message:
      "Good day, we are a diaspora group wanting to invest in a printing company in Freetown with a local partner. We need advice on the investment structure and a shareholders agreement.",
    intent: "area:business",
  },
  { message: "pls i wan talk to a lawyer by phone, i no fit cam Freetown. can we fix time?", intent: "booking" },
  {
    message:
      "Our customs broker at the quay says our ink cartridges consignment is classified wrong and we must pay triple duty. We want a lawyer for this port customs matter.",
    intent: "area:shipping",
  },
  {
    message:
      "We have an arbitration award against a political party for unpaid campaign printing, but they still have not paid. Can you help us enforce the award?",
    intent: "area:arbitration",
  },
  {
    message: "Dem don hold mi shop manager na Bo police since two days, e no see family, dem say e steal customer money for di money transfer. Help us",
    intent: "urgent",
  },
  {
    message:
      "Good morning. My son who works as a typist at the Ministry gate was picked up by police this morning with two others. They are at Central Police now. They did not tell us why. Please send a lawyer.",
    intent: "urgent",
  },
  { message: "na wetin be di price for ream of A4 paper now for market? e don go up too much", intent: "off-topic" },
  {
    message:
      "I own a cyber café. Police say someone used one of our computers to send scam emails to America and they want to question me next week. I want a lawyer with me.",
    intent: "area:criminal",
  },
  { message: "una dey open for public holiday? like Independence Day", intent: "hours" },
  {
    message: "A pastor asked me to print 2000 copies of a book written by another person. If the author complains, is it me or the pastor who broke the law?",
    intent: "legal-question",
  },
  {
    message:
      "My wife left with our 2 children to her parents in Kenema. She won't let me see them. I run a typing center and I pay for their school. I want custody or at least visiting. Pls help.",
    intent: "area:family",
  },
  { message: "Thank you very much for your time.", intent: "thanks" },
  {
    message:
      "My landlord sent boys to beat my shop attendant this morning to force us to leave, they broke his head. They say they will come back at night. We are afraid.",
    intent: "safety",
  },
  { message: "Parlez-vous français? Je préfère expliquer mon problème en français", intent: "knowledge:Languages spoken" },
  { message: "I wan register my cyber café business name. una fit do am for me? I no understand di forms", intent: "area:business" },
  { message: "Hi, Can I get an appointment this Friday at 10am? It's about a contract with a publisher.", intent: "booking" },
  {
    message:
      "The vessel carrying our paper rolls was delayed 2 months at Freetown port and the charter party says the owner must pay. Owner refusing. We need help with this charter dispute.",
    intent: "area:shipping",
  },
  { message: "how to scan document to PDF with phone, customer de wait", intent: "off-topic" },
  {
    message: "dem don arrest mi shop attendant fo di market, sey na im tif customer phone. e de station na Kissy since 2 days. e mama de cry. wetin we go do",
    intent: "urgent",
  },
  {
    message:
      "I did printing of 50 banners for a wedding the groom paid half the bride family was supposed to pay the other half and now both are refusing I need a lawyer to write them a demand letter",
    intent: "area:contract",
  },
  { message: "How many women lawyers do you have", intent: "team" },
  {
    message:
      "If a customer's file gets lost from my computer after virus, and I have a notice on the wall that says shop not responsible for lost files, am I protected?",
    intent: "legal-question",
  },
  {
    message:
      "Dear Sir, I wish to purchase a shop space at Kissy Road for my printing press. Before paying I would like your firm to conduct a search and prepare the conveyance.",
    intent: "area:land",
  },
  { message: "ok we go talk. bye bye", intent: "goodbye" },
  {
    message:
      "Me and my friend own the print shop as partners and we don fall out. Our partnership deed says arbitration. We want someone neutral to settle it. Can your firm handle?",
    intent: "area:arbitration",
  },
  { message: "??", intent: "unknown" },
  { message: "my cousin wan know if una get work for typist. she sabi type fast", intent: "off-topic" },
  {
    message: "Mi ex don send message say e go pour acid pan mi face because I no gree go back to am. E sabi mi shop. I close di shop today but I fraid",
    intent: "safety",
  },
  {
    message:
      "they arrested the owner of our printing press at 6 am at his house, because of a leaflet we printed criticising government. He's at CID headquarters. Can somebody go there today?",
    intent: "urgent",
  },
  { message: "wetin I go bring when I cam see di lawyer? I get receipt dem and di job card", intent: "knowledge:What to bring" },
  {
    message:
      "My photocopy machine operator was accused of stealing 2 million from the shop and I am now told the police will charge him to court. I am the owner and I believe him. Who can defend him in court?",
    intent: "area:criminal",
  },
  { message: "Kindly provide the firm's email, I'd like to send a formal letter", intent: "email" },
  { message: "wen I print someting for people an dem use am for scam, police fit close mi shop? dem get right?", intent: "legal-question" },
  { message: "my grandmother who own dis typing school don die an lef will. how we go do probate? na London I de", intent: "area:family" },
  { message: "What's the WhatsApp line? I want to send voice note", intent: "phone" },
  { message: "Abeg I wan make appointment with lawyer for wednesday, na abut land", intent: "booking" },
  { message: "Do you handle matters for churches and NGOs or only individuals?", intent: "services" },
  {
    message: "We want to convert our printing enterprise into a company and bring in investors. We need help with the shareholding and the board.",
    intent: "area:business",
  },
  { message: "which kind of ink good for printing T-shirt for funeral? the one we use de fade", intent: "off-topic" },
  { message: "r u open 2day? its sunday i know", intent: "hours" },
  {
    message: "Police come shop an carry mi an mi boss yesterday, now dem let me go but mi boss still de inside cell na Makeni. Dem want money for bail. Help",
    intent: "urgent",
  },
  { message: "Salaam aleikum", intent: "greeting" },
  {
    message: "My family land in Bo where my cyber café is, my uncles want to share it and push me off. The boundary is not clear. I need land lawyer.",
    intent: "area:land",
  },
  { message: "What are all the ways I can contact your office from the US?", intent: "contact" },
  {
    message:
      "Sombodi de follow me since I lef shop, e de wit 2 men, dem don tell me before sey dem go deal wit me for di election poster. I de hide na one shop now",
    intent: "safety",
  },
  { message: "Pls describe how to reach your chambers from the PZ area", intent: "address" },
  {
    message: "I am a clearing agent at the quay. A client's cargo of printing machines was seized by customs. We need a lawyer who knows port and customs law.",
    intent: "area:shipping",
  },
  {
    message:
      "my employer at the print shop has not paid me for 4 months and now he says I must resign does he have the right to do that and can I get my money",
    intent: "legal-question",
  },
  { message: "Can you write a letter for me to my son's school asking permission for him to travel for his grandfather's funeral?", intent: "off-topic" },
  {
    message:
      "I want a lawyer to draft a standard contract for my print customers, with deposit and pickup time, because people don't pay and don't collect their jobs",
    intent: "area:contract",
  },
  { message: "Who is the head of the lawyers there?", intent: "team" },
  {
    message:
      "Both of us signed a contract with a clause for arbitration in Freetown. The other company is in Ghana and they supplied bad printing plates. How does arbitration work with your firm?",
    intent: "area:arbitration",
  },
  { message: "dem hold mi bro for Lumley police sinc yesterday nite, e de for cyber wen dem cam. we no no wetin e do. abeg", intent: "urgent" },
  { message: "Do you offer legal aid for people who cannot afford? My shop was burnt and I have nothing", intent: "knowledge:Fees" },
  { message: "I need to book a consultation concerning my late husband's printing business, preferably next Monday.", intent: "booking" },
  {
    message:
      "I rented a shop in Bo for my cyber 5 years, the lease finish next month. Landlord wants to double the rent and I want to renew on fair terms. Can your lawyer review and negotiate the lease?",
    intent: "area:land",
  },
  {
    message:
      "Sir/Madam my wife is in the cell at Waterloo since Tuesday night, dem say she sign as witness for fake land paper wey dem type for we shop. Abeg una go see am",
    intent: "urgent",
  },
  { message: "hi there, good evening from Birmingham", intent: "greeting" },
  { message: "Who won the Leone Stars match yesterday? my customers are arguing in the cafe", intent: "off-topic" },
  { message: "Customer left 3 years ago and never came to pay for his wedding cards. Can I still sue or is it too late?", intent: "legal-question" },
  {
    message:
      "A politician claims the flyers I printed defamed him and has reported me to police for seditious libel. I've been asked to come to the station. I want a defence lawyer.",
    intent: "area:criminal",
  },
  {
    message:
      "My business partner's wife and her brothers came to my house with sticks and said I stole from the shop. They are still outside my gate shouting. My children are inside with me",
    intent: "safety",
  },
  {
    message: "Pls is Christiana Thomas available? she helped my sister with her employment matter, I want her for my own case with my printing boss",
    intent: "attorney:Christiana Thomas",
  },
  { message: "What time do you open in the morning? I want to come before I open my shop.", intent: "hours" },
  { message: "wer I go park mi keke if I cam una office?", intent: "knowledge:Parking" },
  { message: "I need help with maintenance for my 3 children. Their father owns 2 photocopy shops but refuses to give anything.", intent: "area:family" },
  { message: "Book me for consultation pls. Name: Sorie Kamara. Matter: unpaid print job. Any day dis week", intent: "booking" },
  {
    message:
      "Our print shop got a loan from the bank, now the bank wants to take the machines even though we are paying. The loan agreement has strange clauses. We need a business and banking lawyer.",
    intent: "area:business",
  },
  { message: "can u teach me how to use Excel for my shop accounts", intent: "off-topic" },
  {
    message:
      "Di police dem don hold mi boy wey de work na mi photocopy since morning for Bo central, dem sey e photocopy exam question. E only 17 years. Help me pls",
    intent: "urgent",
  },
  { message: "Is it only big companies you work for or do you also help market people and small shop owners?", intent: "services" },
  {
    message:
      "We signed a supply contract for toner with a company in Freetown. They delivered fake toner and refuse to refund. We want to enforce the agreement.",
    intent: "area:contract",
  },
  { message: "Is it illegal to photocopy a whole textbook for students in my shop? The bookshop man says he will report me.", intent: "legal-question" },
  { message: "does anybody there speak Temne? my uncle understands only Temne", intent: "knowledge:Languages spoken" },
  { message: "tnx so much una don help me", intent: "thanks" },
  {
    message:
      "We chartered space on a vessel for paper from Turkey. The ship skipped Freetown and discharged our cargo at Conakry. We need your shipping team to act on this.",
    intent: "area:shipping",
  },
  { message: "Pls recommend good generator for print shop, EDSA light de go off every day", intent: "off-topic" },
  {
    message:
      "Dear Sir, I write in distress. My husband, a document agent at the Immigration office, was detained yesterday by officers and is still being held. We have not been allowed to see him.",
    intent: "urgent",
  },
  { message: "is mediation possible instead of court? me and di church wey owe me for programmes, we still want peace", intent: "area:arbitration" },
  { message: "consult email pls", intent: "email" },
  {
    message: "My apprentice broke the photocopier through carelessness. Can I make him pay for the repair from his small allowance?",
    intent: "legal-question",
  },
  {
    message:
      "I bought land from a man who showed me a title deed. Now I hear the deed was typed in a typing shop and might be fake. I need a proper title search before I build.",
    intent: "area:land",
  },
  { message: "One girl wey de work for me de call me say her husband de beat am now now inside dem house, she de scream. Wetin I go do?", intent: "safety" },
  { message: "Besides the email, how else can I reach you? phone? whatsapp? office?", intent: "contact" },
  { message: "Could I meet with a lawyer on Thursday? I need advice about my cyber café license", intent: "booking" },
  {
    message: "Mi husband die lef di printing press. Im family sey na dem get am, dem wan drive me and mi pikin dem. I need lawyer for inheritance",
    intent: "area:family",
  },
  { message: "how to block bad websites on the computers in my cyber cafe, children de use am", intent: "off-topic" },
  {
    message:
      "My son was charged to court for forgery over a certificate that a customer brought to our shop. The trial starts next month. We need a defence lawyer.",
    intent: "area:criminal",
  },
  { message: "Until what time is the office open on weekdays?", intent: "hours" },
  { message: "Na which number I go call? di one for website no de go", intent: "phone" },
  {
    message: "Help! Police don surround di cyber café now, dem de tell everybody make dem lie down, dem de carry people go. Mi brother inside",
    intent: "urgent",
  },
  { message: "Goodnight, I will come back tomorrow", intent: "goodbye" },
  { message: "Kindly list the areas of law your firm practices.", intent: "services" },
  { message: "Should I bring the original receipts or only copies? I have a photocopy machine so I can copy everything", intent: "knowledge:What to bring" },
  {
    message: "A friend and I want to start a printing and branding company. Help us draft the shareholders agreement and register with the CAC.",
    intent: "area:business",
  },
  {
    message: "If my staff printed a fake certificate when I wasn't in the shop, will the police charge me as the owner or only him?",
    intent: "legal-question",
  },
  {
    message: "My employer closed the print shop and sent all of us home without pay. We have written contracts. We need a lawyer for our employment case.",
    intent: "area:contract",
  },
  { message: "Wetin I go do fo mi computer virus? all di files don turn shortcut", intent: "off-topic" },
  {
    message:
      "The family of the man whose funeral posters had the wrong photo came with 20 people, they said they will burn my shop with me inside if I don't pay them. They are coming back at 6pm",
    intent: "safety",
  },
  { message: "hi can i schedule a video call with a lawyer? I'm in Maryland USA and the shop is in Freetown", intent: "booking" },
  {
    message:
      "my apprentice just called me crying, police took him at the junction with a bag of ID cards we printed for a school, they say fake. He's at Eastern police now",
    intent: "urgent",
  },
  {
    message:
      "Dear Sir, I am importing 2 Heidelberg printing machines. Please I need a lawyer to check the shipping documents and customs clearance before the vessel arrives.",
    intent: "area:shipping",
  },
  { message: "r all ur lawyers in Freetown or u get some in provinces?", intent: "team" },
  { message: "Una office na Siaka Stevens Street? which number an near which bank?", intent: "address" },
  {
    message: "Our company won an arbitration in Ghana against a Sierra Leone printing firm. We want to enforce the award here. Can your firm handle it?",
    intent: "area:arbitration",
  },
  {
    message:
      "Dear Sir, our printing press was contracted by a political party to produce campaign materials worth Le 45,000. They have paid nothing and the secretary-general now denies the order. We hold the signed purchase order and delivery notes. Kindly assist with recovery.",
    intent: "area:contract",
  },
  { message: "i need sm info", intent: "unknown" },
  {
    message:
      "dem come take my mama from di shop just now, na 4 police, dem say she sell fake birth certificate. dem no show any paper. dem de go Kenema station",
    intent: "urgent",
  },
  { message: "Abeg tell me how much for lamination for one card for Freetown, me de for Bo, i wan know if i de charge too small", intent: "off-topic" },
  { message: "When are you open? I want to pass by.", intent: "hours" },
  { message: "my boss say if I no pay for di toner wey finish, e go hold my salary. e get right for do dat?", intent: "legal-question" },
  {
    message: "My wife and I want divorce peacefully. We have one print shop together and a house. Can your firm handle the divorce and sharing of property?",
    intent: "area:family",
  },
  { message: "Dem don attack mi cyber café wit stones since 30 minutes, sey we de do witchcraft wit computer. Mi an mi 2 boys lock insai", intent: "safety" },
  { message: "Is the first consultation free or do I have to pay? how much", intent: "knowledge:Fees" },
  {
    message: "na mi gran papa lan wey mi print shop de pan. mi uncle dem don sell part to one man witout we consent. I wan lawyer fo stop am",
    intent: "area:land",
  },
  { message: "Who are the lawyers there, can I see the list of the team?", intent: "team" },
  { message: "good afternoon, is it possible to meet a lawyer today at 3pm? it's about my staff who stole", intent: "booking" },
  {
    message:
      "police station invite me to come answer question about one customer who print fake police ID card in my shop I want a lawyer to follow me tomorrow",
    intent: "area:criminal",
  },
  { message: "my customer need to renew his passport, how many days does immigration take?", intent: "off-topic" },
  {
    message:
      "We are a printing company in Guinea shipping books to Freetown by sea. The cargo was short-landed at the quay. We want to claim against the carrier.",
    intent: "area:shipping",
  },
  {
    message: "Please! They took my son Abu from the café, military men, they say he is hacking. Since last night at Wilberforce barracks. We can't see him",
    intent: "urgent",
  },
  {
    message:
      "Dear Sir, I have been asked to be a director of a printing company owned by my cousin. Please can your firm review the company documents and board structure before I accept?",
    intent: "area:business",
  },
  { message: "pls gi me una number fo call", intent: "phone" },
  { message: "Hey good morning", intent: "greeting" },
  {
    message:
      "I typed a letter for a woman to her husband's employer and the husband now says I interfered in his family business and he will sue me. Can he really sue me for typing a letter?",
    intent: "legal-question",
  },
  {
    message:
      "My company and a Lebanese supplier have a contract clause for arbitration. He is refusing to appoint an arbitrator. What can your firm do for us?",
    intent: "area:arbitration",
  },
  { message: "Please I need a template for obituary and funeral programme in Word, can you send", intent: "off-topic" },
  { message: "Can I park inside your compound? I have a bad leg", intent: "knowledge:Parking" },
  { message: "wat kain wok una de do?", intent: "services" },
  {
    message:
      "A customer I refused to print fake documents for has been sending threatening texts all day, he now says he knows where my children go to school. I'm scared.",
    intent: "safety",
  },
  {
    message:
      "My print shop supervisor was sacked without notice after 6 years, no end-of-service benefit. He's my brother. He needs a lawyer for his employment dispute.",
    intent: "area:contract",
  },
  {
    message:
      "Good evening, my friend who operates a typing shop at Siaka Stevens Street was arrested this afternoon over some land documents. He is detained at Central Police. Can someone come?",
    intent: "urgent",
  },
  { message: "email address of the chambers?", intent: "email" },
  { message: "how to start cyber cafe business, how much computers i need?", intent: "off-topic" },
  { message: "pls una de open tomorrow by 8?", intent: "hours" },
  { message: "can I speak Krio with the lawyer? my English not too strong", intent: "knowledge:Languages spoken" },
  {
    message: "Mi sista die lef 2 pikin an shop wit printing machine. Mi wan be guardian for di pikin dem an keep di shop for dem. How una go help?",
    intent: "area:family",
  },
  {
    message:
      "A customer accused my staff of stealing her 200,000 Leones, but we checked the camera, nothing. She says she'll take us to court. Will she win without proof?",
    intent: "legal-question",
  },
  { message: "Kindly schedule me for a meeting with the criminal lawyer. I'm available any day after 2pm.", intent: "booking" },
  {
    message:
      "Good day, the government says our printing press building is on state land and must be demolished. We have a lease from 1998. We need a land lawyer as soon as possible.",
    intent: "area:land",
  },
  { message: "How do I contact you if I'm in Ghana? Which is best?", intent: "contact" },
  { message: "We want to close our printing company and share the assets among shareholders properly. Can you guide the winding up?", intent: "area:business" },
  {
    message: "Dem don carry mi boss go prison, court remand am dis morning sey e print fake ballot papers. Di next hearing na 2 weeks. We wan bail am",
    intent: "urgent",
  },
  { message: "Much appreciated, you've been helpful", intent: "thanks" },
  {
    message:
      "Our vessel agent says the ship that brought our printing paper wants us to pay demurrage because of the port delay. We think the charter party protects us. Please handle.",
    intent: "area:shipping",
  },
  {
    message: "Mi stepfather de threaten mi say if I no give am di key for mama shop e go kill me. E don hit me once today. I de hide na mi friend os.",
    intent: "safety",
  },
  { message: "I need a lawyer who is a woman and speaks Temne, does the firm have?", intent: "team", also: ["knowledge:Languages spoken"] },
  { message: "your location pls", intent: "address" },
  {
    message: "Our cyber café has been accused of copyright crime for selling downloaded movies. Police gave us summons. We need a criminal lawyer.",
    intent: "area:criminal",
  },
  { message: "can you translate this letter from French to English for my customer? na school admission letter", intent: "off-topic" },
  {
    message:
      "My landlord is also my partner in the print house and we are fighting over the profits. Both of us want arbitration. Do you have an arbitrator in your firm?",
    intent: "area:arbitration",
  },
  { message: "If a customer leaves her original title deed in my shop and it gets stolen, am I responsible by law?", intent: "legal-question" },
  { message: "I want an appointment with any of your lawyers next week, what days free?", intent: "booking" },
  {
    message: "my wife just call from Lumley police, dem lock am up because customer say she lose im passport for di shop. She de cry. Pls go dere",
    intent: "urgent",
  },
  { message: "wetin be di best price fo second hand photocopy machine now? I wan buy one", intent: "off-topic" },
  { message: "Is Mohamed Conteh the one who handles land? I was told to ask for him about my shop plot", intent: "attorney:Mohamed Conteh" },
  {
    message: "police dem cam na mi cyber 2 hours ago an dem carry mi operator Foday an 3 customers. dem sey fraud. dem de Bo police station now. abeg",
    intent: "urgent",
  },
  {
    message:
      "I run a typing pool and I typed a whole thesis for a university student. She signed our agreement, collected the work and never paid. Can you enforce it?",
    intent: "area:contract",
  },
  {
    message: "If the candidate lost the election, does he still have to pay for the posters? He says the posters brought bad luck and he won't pay.",
    intent: "legal-question",
  },
  { message: "Una de open Friday afternoon? I hear say some office close early for Jumu'ah", intent: "hours" },
  {
    message:
      "My shop is being looted now by a crowd after a fight at the junction, they beat my boy. I am inside hiding with my apprentice. Please what do I do",
    intent: "safety",
  },
  { message: "My ex-husband took our son to Guinea without my permission. He owns a print shop in Conakry. I want custody back.", intent: "area:family" },
  { message: "pls which document I go carry come, I get di invoice dem, photo of di machine an di lease paper", intent: "knowledge:What to bring" },
  { message: "Hello there, how are you?", intent: "greeting" },
  {
    message:
      "They say my brother typed a false affidavit for someone at his typing table near the Law Courts. He has police bail and must report every Monday. We need a lawyer for the case.",
    intent: "area:criminal",
  },
  { message: "Can your assistant type my wedding invitation text? Short and sweet, for 200 cards", intent: "off-topic" },
  { message: "I'd like to book a meeting for me and my business partner with the business lawyer. We're both free Thursday afternoons.", intent: "booking" },
  {
    message:
      "We dey rent shop na Kenema but di landlord die an im pikin dem de fight, each one de cam collect rent. I wan lawyer for look di land an lease matter",
    intent: "area:land",
  },
  {
    message:
      "Dem don lock mi daughter na Waterloo police station since 2 days, sey she tif customer money for cyber café. She just 19. Dem no gree mek we see am",
    intent: "urgent",
  },
  {
    message:
      "Our printing company needs to change its directors and update shareholding after my father retired. Help us with the CAC filings and board resolutions.",
    intent: "area:business",
  },
  { message: "Is info@kamarachambers.sl the right email for sending documents?", intent: "email" },
  {
    message:
      "A customer brought his late father's will to photocopy and asked me to change one name. I refused. If he goes to another shop and they do it, will the will still be valid?",
    intent: "legal-question",
  },
  {
    message:
      "The container with our large format printer fell during offloading at the quay and the machine is destroyed. The stevedoring company says it's not their fault. I need a shipping lawyer.",
    intent: "area:shipping",
  },
  { message: "what is the weather like in Freetown today, I want to dry the T-shirts we printed outside", intent: "off-topic" },
  { message: "pls una get fixed price for letter of demand? I just want dem write letter to di man wey owe me", intent: "knowledge:Fees" },
  { message: "how big is your team? like 5 lawyers or more?", intent: "team" },
  {
    message: "A customer and I agreed to let a neutral person decide our fight over the wedding cards. Can someone from your firm be the mediator?",
    intent: "area:arbitration",
  },
  {
    message:
      "Since I refused to print the fake receipts for that man, his boys stand outside my house every night. Last night they threw stones at my window. I'm scared for my kids.",
    intent: "safety",
  },
  {
    message:
      "Good afternoon. My uncle, who runs a printing press in Makeni, was picked up by soldiers this morning over some pamphlets. They took him to the barracks. Family is desperate.",
    intent: "urgent",
  },
  { message: "Do you help people with documents like affidavits and statutory declarations?", intent: "services" },
  { message: "Thank u very much madam, much love", intent: "thanks" },
  {
    message: "I want to review a contract before signing. A company wants me to print all their branded materials for 2 years but the payment terms look bad.",
    intent: "area:contract",
  },
  { message: "wait", intent: "unknown" },
  { message: "I wan write will so dat when I die mi 3 pikin go share mi printing press without fight. Una de do will?", intent: "area:family" },
  { message: "Can the police seize all my computers just because one customer did fraud on one of them? When will I get them back?", intent: "legal-question" },
  { message: "Do you have another number? The 076 one keeps ringing without answer", intent: "phone" },
  { message: "I wan buy Africell credit for mi cyber, una de sell?", intent: "off-topic" },
  {
    message:
      "Police are investigating my printing press for printing fake tax receipts. We didn't know. They have asked for our records. We need a lawyer before we go.",
    intent: "area:criminal",
  },
  { message: "Abeg set me appointment wit di land lawyer next Tuesday morning", intent: "booking" },
  { message: "all ur contact details pls", intent: "contact" },
  {
    message: "Sir, they are taking my husband now from the shop in a police van, they said he printed fake voter cards. Please what do we do?",
    intent: "urgent",
  },
  {
    message: "I want to buy shares in my friend's printing company. Can you check the company's records and help with the share transfer?",
    intent: "area:business",
  },
  { message: "U open now? Its 4:30", intent: "hours" },
  { message: "Please what is your full address? I want to send a letter by DHL from the UK", intent: "address" },
  { message: "Good day, I need a lease agreement prepared for renting out the ground floor of my building to a cyber café operator.", intent: "area:land" },
  { message: "Do u know shop in Freetown dat sell Epson L3150 ink?", intent: "off-topic" },
  { message: "my boss accused me of stealing paper without proof and sacked me. Can he do that? I didn't take anything", intent: "legal-question" },
  {
    message:
      "We are exporting printed packaging to Liberia by ship. The buyer says the goods came wet. We want your shipping lawyers to handle the cargo claim.",
    intent: "area:shipping",
  },
  { message: "ok cheers bye", intent: "goodbye" },
  {
    message: "My company and the church signed a settlement through mediation last year, now they are not following it. How can we enforce it?",
    intent: "area:arbitration",
  },
  { message: "He de beat mi sista now now for di shop front, say she lose im file. People de watch nobody de help. Abeg", intent: "safety" },
  { message: "parking de near una office or I go park for road?", intent: "knowledge:Parking" },
  { message: "pls can I book a consultation on WhatsApp? I can't leave my shop", intent: "booking" },
  { message: "Besides court cases, do you also do contracts and company work?", intent: "services" },
  {
    message: "Mi boy don sleep na cell 3 nights now na Kissy police, dem sey na im print di fake exam result. Dem want 5 million fo release am",
    intent: "urgent",
  },
  {
    message:
      "Dear Madam, my late husband's brothers have taken over his photocopy business and the proceeds, leaving me and my children destitute. I wish to claim our inheritance.",
    intent: "area:family",
  },
  { message: "bro u fit help me design flyer fo mi birthday party? just text", intent: "off-topic" },
  { message: "mi broda na Bo central since Saturday. dem hold am sey im cyber café computer de use fo scam. we no get money fo bail. help", intent: "urgent" },
  { message: "If a campaign manager signed the order but the party refuses to pay, can I sue the party or only the man who signed?", intent: "legal-question" },
  { message: "Opening hours?", intent: "hours" },
  {
    message: "I signed a maintenance contract with a technician for my copiers, he took the money and never came. Can your firm help me enforce the contract?",
    intent: "area:contract",
  },
  { message: "is it possible to get lawyer who speak French? I'm from Guinea, my English is not good", intent: "knowledge:Languages spoken" },
  {
    message:
      "Di people wey own di funeral debt don send tori say if I carry dem go court dem go kill mi. Today one of dem hold mi collar for market an slap me",
    intent: "safety",
  },
  {
    message:
      "I'm a document agent. Someone used my name and stamp to make fake passport forms. Now immigration says I must come for interview with police. I need a defence lawyer.",
    intent: "area:criminal",
  },
  { message: "Are your lawyers young or experienced ones? I need serious people", intent: "team" },
  { message: "Pls can I meet a lawyer on Saturday? I work Monday to Friday", intent: "booking" },
  { message: "What's the best way to back up customer files so they don't get lost? Google Drive or external hard disk?", intent: "off-topic" },
  {
    message: "I want to register my cyber café as a training centre company instead of just a business name. Can your firm help with the registration?",
    intent: "area:business",
  },
  { message: "Pls come help, police de beat an drag mi shop boy now outside, dem sey e tif, dem de push am inside dem vehicle", intent: "urgent" },
  {
    message:
      "I have been renting a kiosk for my typing business on a plot by the road. Now the council says the land belongs to them. I need someone to check who really owns it.",
    intent: "area:land",
  },
  {
    message: "We imported printing paper on CIF terms, the insurer is refusing our cargo damage claim. Please can your shipping lawyers help?",
    intent: "area:shipping",
  },
  { message: "Me wey type di letter, if di letter get lie inside an dem carry am go court, dem fit hold me responsible?", intent: "legal-question" },
  { message: "Thank u. I'm grateful", intent: "thanks" },
  {
    message:
      "My husband has been in custody at the CID since Wednesday over a printing contract that went bad. The police say it's fraud. Nobody will tell us anything. Please help us.",
    intent: "urgent",
  },
  {
    message: "We want to put an arbitration clause in our contracts with big clients. Can your arbitration lawyer help set it up and explain how it works?",
    intent: "area:arbitration",
  },
  { message: "Do I need to bring my ID card and business registration when I come?", intent: "knowledge:What to bring" },
  { message: "What areas does Kamara & Associates cover?", intent: "services" },
  { message: "how fo fix mi printer wey de print blank page", intent: "off-topic" },
  { message: "I'm in my cyber café and a man with a knife is saying I wiped his files on purpose. He won't leave. He says he'll cut me.", intent: "safety" },
  {
    message: "I'm in Manchester. My mum passed and left a small printing business in Freetown. I need help with letters of administration.",
    intent: "area:family",
  },
  { message: "whats ur mail", intent: "email" },
  {
    message:
      "The funeral committee gave us a written contract for programmes, T-shirts and banners. The chairman now says the family should pay and the family says the committee. We want to sue under the contract.",
    intent: "area:contract",
  },
  {
    message: "I've been typing documents for people for 30 years without a license. Is there a law that says I need a license for that?",
    intent: "legal-question",
  },
  { message: "I want to book a meeting with the arbitration team about a supplier fight. What dates?", intent: "booking" },
  { message: "una whatsapp number pls, di one fo chat", intent: "phone" },
  {
    message:
      "The police charged my apprentice with stealing a customer's laptop from the cyber café. He is on bail. The trial is in the Magistrate Court in Bo. Can your lawyer defend him?",
    intent: "area:criminal",
  },
  { message: "is the office open on Easter Monday?", intent: "hours" },
  {
    message:
      "Dem cam na we os dis nite, 5 man dem wit police jacket, dem tek mi papa. dem sey na di fake document wey e print fo politician. wi no no usai dem carry am",
    intent: "urgent",
  },
  {
    message:
      "I am a small printer who wants to tender for government printing contracts. Do I need to change my company structure? Please help with the registration side.",
    intent: "area:business",
  },
  { message: "Can you help me word a letter of recommendation for my apprentice who is applying for a job at a bank?", intent: "off-topic" },
  { message: "What's the best way to get hold of you all? I can't call internationally from here", intent: "contact" },
  { message: "Does the firm have only one lawyer or many?", intent: "team" },
  { message: "Ow much una go charge fo defend case for magistrate court? roughly", intent: "knowledge:Fees" },
  {
    message: "The port authority held our printing ink containers as dangerous goods. We need shipping and customs help to release them.",
    intent: "area:shipping",
  },
  {
    message: "my printing shop is on a lease, the landlord wants to sell the land to me. Can your firm do the conveyancing and check the documents?",
    intent: "area:land",
  },
  { message: "Bye for now", intent: "goodbye" },
  {
    message: "Na Kenema police station dem keep mi husband since yesterday, dem sey e change name for somebody certificate. E no chop since. abeg una help",
    intent: "urgent",
  },
  { message: "My sister signed as guarantor for the print shop loan. The shop collapsed. Can the bank take her house?", intent: "legal-question" },
  { message: "Mi landlady im pikin dem de hit mi door now wit iron, dem sey mek I comot tonight. Mi an mi baby de inside.", intent: "safety" },
  {
    message: "The other side has started a court action but our contract says arbitration. We want your firm to push for arbitration instead.",
    intent: "area:arbitration",
  },
  { message: "Schedule me for Monday 10am please, about my unpaid job", intent: "booking" },
  { message: "Customer want know if we de print on canvas, una know who de do am?", intent: "off-topic" },
  { message: "Morning o", intent: "greeting" },
  {
    message:
      "Good morning, I received a summons to appear in court for forgery. A customer printed a fake bank statement in my café and he gave my name. I need a criminal lawyer to defend me.",
    intent: "area:criminal",
  },
  { message: "I am looking for Hawa Turay. Does she still work there? She did my mother's will", intent: "attorney:Hawa Turay" },
  { message: "wetin be di fastest way fo send money from UK to Freetown? I wan pay di printer for mi papa burial", intent: "off-topic" },
  {
    message:
      "Madam, my boy was taken by police from the photocopy centre at Fourah Bay Road an hour ago, they say he copied exam papers. He's only 16. Where can they take him?",
    intent: "urgent",
  },
  {
    message:
      "A customer paid a deposit for campaign T-shirts but the candidate withdrew. Now he wants the deposit back but I've already bought materials. Must I refund?",
    intent: "legal-question",
  },
  {
    message: "Mi man de na Germany, im no de send money fo di pikin dem. I de manage mi small typing shop alone. I want lawyer fo maintenance",
    intent: "area:family",
  },
  {
    message: "Di youth dem for di area sey mi print di poster wey disgrace dem leader, dem don gather na mi shop door. Dem de knock hard. Abeg wetin I go do",
    intent: "safety",
  },
  { message: "hello what are your working days?", intent: "hours" },
  { message: "Is there parking at Siaka Stevens Street or should I take a taxi?", intent: "knowledge:Parking" },
  {
    message:
      "I was sold a plot for my printing works at Hastings by two different people with two different survey plans. I need a land lawyer to sort out who owns it.",
    intent: "area:land",
  },
  { message: "please arrange for me to talk with a family lawyer next week, any day", intent: "booking" },
  {
    message: "My printing company has debts with suppliers and the bank. Can your business lawyers advise us on restructuring the company?",
    intent: "area:business",
  },
  { message: "just want to know something", intent: "unknown" },
  {
    message:
      "Please my husband called from the police cell at Lumley this morning, they've kept him since Monday because of campaign posters they say insult the President. Help",
    intent: "urgent",
  },
  { message: "how to set up wifi password for customers in cyber cafe", intent: "off-topic" },
  {
    message: "A school owes me for printing report cards and ID cards for 2 terms. We have a signed supply agreement. I want to recover the money.",
    intent: "area:contract",
  },
  { message: "Good evening, do you do land and family matters or only business?", intent: "services" },
  { message: "Wan customer sey e go report me sey I lose im original certificate. If e report me, dem go lock me up?", intent: "legal-question" },
  { message: "A vessel owner is suing us over a cancelled charter for our paper shipments. We need a shipping lawyer to defend us.", intent: "area:shipping" },
  { message: "ok tenki o", intent: "thanks" },
  {
    message:
      "We are in dispute with a Chinese supplier of printing machines. The contract says arbitration in Freetown. Does your firm handle international arbitration?",
    intent: "area:arbitration",
  },
  {
    message:
      "My apprentice is being beaten by the customer's family right now in front of the shop because they say he stole a phone. I'm afraid they will kill him. Police not coming.",
    intent: "safety",
  },
  { message: "Is it true that Ebola is back? my customers no wan touch di keyboard", intent: "off-topic" },
  { message: "dem don carry mi cousin from im cyber go Pademba Road prison, magistrate remand am last week. We wan bail. Pls help quick", intent: "urgent" },
  {
    message:
      "Police say my typing shop stamp was found on fake land documents. They haven't arrested me but they want me to come to CID. I want a lawyer to come with me.",
    intent: "area:criminal",
  },
  { message: "Una de speak Limba? or only Krio an English? mi broda no sabi English", intent: "knowledge:Languages spoken" },
  { message: "Call number for Freetown office?", intent: "phone" },
  {
    message: "I have a child with a man who owns a cyber café. He denies the child and refuses to help. I want to go to court for paternity and maintenance.",
    intent: "area:family",
  },
  { message: "I'd like to meet someone about my late father's estate. Can I come Wednesday at 11?", intent: "booking" },
  { message: "How do I get in touch with the chambers? Phone, email, anything", intent: "contact" },
  { message: "Tell me about the lawyers in your firm", intent: "team" },
  { message: "How much is a new Konica Minolta copier in Freetown?", intent: "off-topic" },
  { message: "I want a lawyer to draft the company constitution for our new printing cooperative with 12 members.", intent: "area:business" },
  {
    message:
      "Police still hold mi two apprentice dem since Thursday for Makeni, dem sey di receipt book wey dem print na fake. I don explain but dem no listen",
    intent: "urgent",
  },
  {
    message: "My customer says the wedding is cancelled so he won't pay for the 500 cards I already printed. Does he still owe me by law?",
    intent: "legal-question",
  },
  { message: "Which area is your office? Is it near the Cotton Tree?", intent: "address" },
  {
    message:
      "I was employed as a graphic designer at a print house. They refuse to give my last 3 months salary and my contract says 1 month notice. I need a lawyer for my employment dispute.",
    intent: "area:contract",
  },
  { message: "Una go open next week Monday? I hear say na holiday", intent: "hours" },
  {
    message:
      "Someone called me said they'll burn my café tonight because I'm printing for the opposition. I already saw a petrol gallon by my door. I'm alone with my daughter",
    intent: "safety",
  },
  { message: "Do I need to carry the job order forms and the WhatsApp messages printed out, or can I show on phone?", intent: "knowledge:What to bring" },
  { message: "Ok I'm off now. Goodbye.", intent: "goodbye" },
  { message: "We want to lease a warehouse near the quay to store printing paper. Can your firm prepare and check the lease?", intent: "area:land" },
  {
    message: "I rent computers to customers by the hour. If one of them posts insulting things about a politician, can I be arrested as the café owner?",
    intent: "legal-question",
  },
  {
    message: "Our mediation with the party about campaign debt failed. Can we now go to arbitration, and can your firm represent us there?",
    intent: "area:arbitration",
  },
  {
    message:
      "Help my mama, police came with the customer to the shop and took her. They say she lost the woman's land papers on purpose. She is at Bo police now",
    intent: "urgent",
  },
  { message: "Abeg wetin I go cook for di staff party Saturday, something cheap", intent: "off-topic" },
  {
    message:
      "Our printing consumables arrived at Queen Elizabeth II Quay but the shipping line says the bill of lading was released to another person. Please help.",
    intent: "area:shipping",
  },
  {
    message:
      "My husband is hitting me because I gave the shop money to my mother. He locked the door and took my phone, I'm using the shop laptop. Please help",
    intent: "safety",
  },
  { message: "What does your law firm do exactly?", intent: "services" },
  { message: "Hi, good day", intent: "greeting" },
  { message: "I wan fix meeting wit lawyer, na about di funeral programme money wey dem owe me. When una free?", intent: "booking" },
];
