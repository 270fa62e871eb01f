import type { LabelledMessage } from "./labelled-message";

// Theme: sachet (pure) water factories, tanker drivers and water sellers; writers: factory owner (formal), young packer (SMS), old tanker driver (Krio), head-pan seller (voice-to-text), hospital storekeeper (typos), US diaspora investor (long emails), Kenema distributor (long stories), Guinean worker (French mix)
export const DEVELOPMENT_HUNDRED_AND_TWENTY_THIRD: LabelledMessage[] = [
  { message: "helo gud mornin", intent: "greeting" },
  {
    message:
      "Dear Sir, I own a sachet water factory at the Wellington Industrial Estate and we have been offered a two-year contract to supply 600 bags a week to a government hospital. I would like your firm to review the draft agreement before I sign it, particularly the penalty clauses for late delivery.",
    intent: "area:contract",
  },
  { message: "Abeg una help me, polis don hol mi boy wey de drive di tanka since yestade na Calaba Town station, dem se e jam okada", intent: "urgent" },
  { message: "how much for one bag of pure water now in waterloo market them say the price go up", intent: "off-topic" },
  { message: "helo, wat tyme is yor ofice open tody? i finsh at the hosptal stor by 4", intent: "hours" },
  { message: "boss nt pay us 3 mnths now, is it legal 4 him 2 sack us if we complain?", intent: "legal-question" },
  {
    message:
      "Good afternoon. I am a Sierra Leonean living in Columbus, Ohio, and together with my cousin in Freetown I am planning to set up a sachet water company in Waterloo. He will run the day to day operations while I provide most of the capital from here. Before I wire any money, I want the company properly registered with both of us as shareholders and the ownership split written down clearly. Can your firm handle the registration and the shareholder paperwork for us?",
    intent: "area:business",
  },
  {
    message:
      "please help the people in the market say my water make the woman sick now they gathering round me saying they will beat me I am hiding inside the shop",
    intent: "safety",
  },
  { message: "Bonjour, combien coûte une machine automatique pour faire l'eau en sachet ici à Freetown?", intent: "off-topic" },
  {
    message:
      "Our consignment of sachet film rolls from China arrived at Queen Elizabeth II Quay three weeks ago and customs are still holding it over a valuation dispute. We require legal representation to secure its release, as production will stop within ten days.",
    intent: "area:shipping",
  },
  { message: "Wetin na una fon nomba? A wan kol", intent: "phone" },
  {
    message:
      "Let me explain from the beginning. Two years ago I bought a plot along the Blama road outside Kenema so I can sink a borehole and open my own small factory, because distributing only is not giving me enough. I paid the family head in front of the chief and I have the receipt. We have already dug and put the pipe. Now another family is coming saying the land was never his to sell and they have put their mark on my fence. I need a lawyer to help me with this land.",
    intent: "area:land",
  },
  {
    message: "S'il vous plaît, mon frère travaille à l'usine d'eau à Kissy, la police l'a pris ce matin et il est encore à la station maintenant",
    intent: "urgent",
  },
  { message: "how meny lowyers yu get ther? any womn lowyer?", intent: "team" },
  {
    message:
      "I would like to schedule a consultation with one of your partners next Tuesday regarding our factory's licensing matter. Kindly advise which times are available.",
    intent: "booking",
  },
  { message: "wat d best chlorine dose 4 1000 litre tank pls", intent: "off-topic" },
  { message: "Mi tanka don jam one man motor na Wilkinson Road, nobody no die. Dem go put mi na prison? O na di insurance go pay?", intent: "legal-question" },
  {
    message:
      "I am the one they charged last month for selling bags with another company's label in Kenema town. I did not print those bags, I only bought them from a supplier in Bo. They gave me bail but the case is going on at the magistrate court and the next date is coming. I want a lawyer to stand for me in that case.",
    intent: "area:criminal",
  },
  {
    message:
      "Could you please tell me what your fees are for reviewing a shareholder agreement and doing a company registration? I would like to budget properly before I fly in.",
    intent: "knowledge:Fees",
  },
  {
    message:
      "Dear Sir/Madam, A hospital we supply has withheld payment on six months of invoices, alleging that some deliveries were short. Our supply agreement contains a clause requiring disputes to be referred to arbitration. We would like your firm to represent us in that process.",
    intent: "area:arbitration",
  },
  {
    message: "Mon patron menace de me frapper si je demande encore mon salaire, il a dit il va me tuer. J'ai peur, je suis caché chez un ami à Kissy",
    intent: "safety",
  },
  { message: "wat ur email pls", intent: "email" },
  {
    message:
      "they just carry my sister the police come to the market and take her because a customer say the water make him sick please help she is at central police now",
    intent: "urgent",
  },
  { message: "Mi wef don lef mi wit di pikin dem an naw she wan tek dem go Bo. A wan lawya fo di pikin dem mata", intent: "area:family" },
  { message: "wher we can tes the water qualty, we nid labratory for hosptal sampl", intent: "off-topic" },
  { message: "What kinds of legal matters does your firm handle? I'm based in Maryland and looking at several investments back home.", intent: "services" },
  { message: "Polis dem don kam na mi os dis mornin, dem de tek mi pikin go now, se na im tif di tanka diesel", intent: "urgent" },
  { message: "Vous êtes ouvert le samedi? Je travaille toute la semaine à l'usine", intent: "hours" },
  { message: "i wrk as packer at factory 8 mnths no contract no pay slip, boss owe us 4 mnths. i want lawyer help get my money", intent: "area:contract" },
  {
    message:
      "Is the Standards Bureau entitled to seal my factory without prior written notice? Their officers came on Friday and closed the premises pending inspection.",
    intent: "legal-question",
  },
  { message: "Est-ce que quelqu'un parle français chez vous? Mon anglais n'est pas bon", intent: "knowledge:Languages spoken" },
  {
    message:
      "Yesterday we were loading the lorry at the depot in Kenema and the boys started arguing so hard that we nearly missed the Bo road. It was all about football, nothing else. So settle it for us: who won the Sierra Leone Premier League last season?",
    intent: "off-topic",
  },
  { message: "i wan boook apointmnt wit a lawer pls, abot the hosptal suply contrat", intent: "booking" },
  {
    message:
      "We intend to lease a warehouse at Kissy Dockyard for a second production line. The landlord has sent a ten-year lease which I find one-sided. I would like your land lawyer to review and negotiate the lease on our behalf.",
    intent: "area:land",
  },
  { message: "pls help my bro arrested 2day at d factory, police say he sell fake brand, dey holding him at eastern police now", intent: "urgent" },
  {
    message: "Dem boys wey a jam dem okada don gada na di junction wit stik, dem se dem go bon di tanka an kil mi. A lock misef insay di cabin",
    intent: "safety",
  },
  { message: "okay thank you so much God bless you", intent: "thanks" },
  { message: "Where exactly is your office located? I'll be in Freetown in December.", intent: "address" },
  {
    message:
      "I started with one pickup carrying pure water from Freetown to Kenema and Kailahun, and now we are five partners with three trucks and a small depot. Up to now everything is by mouth, no papers, and last month there was quarrel over who owns the trucks. My brother in law says we should make it a proper limited company with shares so everyone knows his part. Can you people do that registration for us?",
    intent: "area:business",
  },
  { message: "the hosptal stor reciv 200 bag frm the supplyer and they bad, smel like chemcal. hosptal must stil pay him for dem?", intent: "legal-question" },
  { message: "hmm ok so", intent: "unknown" },
  { message: "Usai a go fiks mi tanka brek? Una sabi gud mekanik na Kissy?", intent: "off-topic" },
  {
    message:
      "Hello, I shipped a complete used sachet filling and sealing line from New Jersey to Freetown in a 40-foot container. When the container was opened at the Quay, two of the machines were crushed and the seal numbers did not match the bill of lading. The shipping line is refusing responsibility. I would like your firm to pursue a cargo claim on my behalf.",
    intent: "area:shipping",
  },
  {
    message:
      "They came at night. I will tell you everything. My junior brother drives our delivery van and two days ago some soldiers stopped him near the Kenema barracks saying the water bags have no licence sticker. They took the van and took him inside the barracks since last night and nobody can see him, they are not allowing us to bring food.",
    intent: "urgent",
  },
  {
    message: "Mon patron et son associé libanais ne sont pas d'accord sur l'usine, ils veulent régler ça sans aller au tribunal. Vous faites la médiation?",
    intent: "area:arbitration",
  },
  { message: "hw much 2 see lawyer? i nt hv money, u do legal aid?", intent: "knowledge:Fees" },
  { message: "A wan kam si wan lawya fo tok bot di tanka jam. Wich de a fit kam?", intent: "booking" },
  {
    message:
      "my brother case with the pure water fake label they carry him to court he get bail now the next hearing is next month we need lawyer to defend him in court",
    intent: "area:criminal",
  },
  { message: "Could you recommend a reliable supplier of reverse osmosis membranes in Freetown?", intent: "off-topic" },
  { message: "how can i reach yu pepul? fone, emial, wich one is beter", intent: "contact" },
  {
    message:
      "I have been distributing in Kenema for nine years, everybody knows me. Since I refused to take the new brand from a certain man, his boys have been coming to my depot. Tonight they came with cutlass saying they will cut me if they see me again, they broke the door. I am hiding in a friend's house in Nyandeyama and I am afraid to go out.",
    intent: "safety",
  },
  {
    message:
      "If I invest $40,000 in my cousin's factory without a written agreement, can he deny me a share later? What protection would I have under Sierra Leone law?",
    intent: "legal-question",
  },
  { message: "what time you people close today I want to come after I finish sell", intent: "hours" },
  { message: "polce hav cary our colleag frm the hosptal stor ths mornin abt missng water bags, he stil at the staton now", intent: "urgent" },
  {
    message:
      "I wish to prepare a will to ensure that my factory, my two delivery trucks and my house at Regent pass properly to my wife and children. Please advise how your family team can assist.",
    intent: "area:family",
  },
  { message: "Salut, bonjour à vous", intent: "greeting" },
  { message: "need job as packer any factory hiring pls", intent: "off-topic" },
  { message: "Could you tell me how many lawyers are at the firm and what their areas of expertise are?", intent: "team" },
  { message: "we want lawer to chek the contrct betwen our hosptal and the new water supplyer befor we sign it", intent: "area:contract" },
  { message: "Le patron a gardé mon passeport guinéen à l'usine depuis que je suis venu. Il a le droit de faire ça?", intent: "legal-question" },
  {
    message:
      "Dear team, I am writing from Houston. My younger brother, who manages our two water tankers in Freetown, was involved in a collision at Waterloo this afternoon. The police took him from the scene and he is still being held at the station; they have not told the family anything. Please, can someone go to him today?",
    intent: "urgent",
  },
  { message: "is christiana thomas d one 4 work matters? my boss nt pay", intent: "attorney:Christiana Thomas" },
  { message: "Wetin una de du na dis ofis? Una de ep pipul lek wi?", intent: "services" },
  { message: "Is there parking available near your office? I'll be renting a car while I'm there.", intent: "knowledge:Parking" },
  { message: "Di lan weh mi papa lef fo mi na Waterloo, mi broda dem wan sel am fo wata factri man. A wan lawya fo stop dem", intent: "area:land" },
  { message: "please how do I make ginger beer to sell with the water", intent: "off-topic" },
  { message: "the man supplyng the hosptal say he wil com beat me if i report the bad watr, he cal me 3 tyms tody, i fear for my lif", intent: "safety" },
  {
    message:
      "Every month I travel to Freetown to buy stock from the factories at Wellington, and each time I say I will pass by your office but the time goes. This time I don't want to miss it. So I want to book an appointment to sit down with a lawyer when I come next Thursday.",
    intent: "booking",
  },
  {
    message:
      "We wish to bring in a Lebanese investor as a shareholder in our water company and need the share transfer and amended memorandum and articles prepared.",
    intent: "area:business",
  },
  { message: "Donnez-moi le numéro WhatsApp s'il vous plaît", intent: "phone" },
  { message: "A de na polis sel na Masiaka since yestade, dem hol mi an di tanka, dem no gri lef mi. Na mi pikin de tap mi fon", intent: "urgent" },
  { message: "Can you recommend a good hotel near Lumley Beach for my December visit?", intent: "off-topic" },
  {
    message:
      "The factory in Freetown gave me the Kenema area alone for their brand, that was the arrangement from 2021. I bought three hundred bales last month with my own money. Now they are saying they will give the area to another man and they will not buy back what I have in the store. Can they take the distribution from me without paying for my stock?",
    intent: "legal-question",
  },
  {
    message:
      "Good evening. We obtained an arbitration award in Accra against our former bottling partner in Sierra Leone, who still owes us about $60,000 for equipment. We would now like to enforce that award in Sierra Leone and need a firm to handle it.",
    intent: "area:arbitration",
  },
  { message: "Una lawya dem de tok Krio? A no sabi tok plenty Inglish", intent: "knowledge:Languages spoken" },
  { message: "Kindly provide the email address to which I may forward our documents.", intent: "email" },
  { message: "d police invite me 4 statement abt fake label on our bags, i nt arrested. need lawyer go wit me to d station monday", intent: "area:criminal" },
  { message: "Una de opin tumara moning eli? A wan kam bifo a go lod wata", intent: "hours" },
  { message: "ok bye, wil cal agen", intent: "goodbye" },
  { message: "pls d tanker boys beat me at d filling point, dey still waiting outside, i dey inside d toilet hiding", intent: "safety" },
  {
    message:
      "Our generator at the depot spoiled again on Saturday, so I had to run to town to buy fuel, and the queue was from morning to afternoon. The boy at the pump said prices will change again. What is the price of diesel today in Kenema?",
    intent: "off-topic",
  },
  { message: "Ils ont arrêté tous les travailleurs de l'usine, moi aussi je suis dans la cellule à Ross Road maintenant, aidez-moi", intent: "urgent" },
  { message: "Mi bos bin impot ten tanka trak tru di Quay, wan don brok insay di ship. Una de handle dat kain ting?", intent: "area:shipping" },
  {
    message:
      "I'd like to arrange a video consultation with one of your lawyers, ideally in the evening your time so that it falls in my morning here in Atlanta.",
    intent: "booking",
  },
  { message: "the woman who sick say she go take me to court she say I have to pay her hospital bill is it true I have to pay", intent: "legal-question" },
  {
    message:
      "I have tried to call your office two times from Kenema and nobody picked, maybe the network. Please what are all the ways I can contact you people?",
    intent: "contact",
  },
  {
    message:
      "Mon mari est mort dans un accident à l'usine et maintenant son frère veut prendre la maison et tout. J'ai besoin d'un avocat pour l'héritage de mes enfants",
    intent: "area:family",
  },
  { message: "please is there any woman lawyer in your office", intent: "team" },
  { message: "Thank you very much for the prompt and helpful information.", intent: "thanks" },
  {
    message:
      "I signed a paper with a factory in Freetown that they will supply me at a fixed price for one year and I will be their only man in Kenema. I paid advance. Since March they have raised the price two times and now they are refusing to deliver unless I pay the new price, and they still owe me for three hundred bags I paid for. I want a lawyer to make them respect the agreement.",
    intent: "area:contract",
  },
  { message: "how to kep drip medcin in stor room temprature, our AC spoil", intent: "off-topic" },
  { message: "Usai una ofis de na tong? Na Siaka Stevens Strit?", intent: "address" },
  { message: "What documents should I bring to the consultation regarding the closure of my factory?", intent: "knowledge:What to bring" },
  { message: "my boss say if bag burst in packing he go cut it frm my pay. he allowed do dat?", intent: "legal-question" },
  {
    message:
      "Good morning. Officers have this morning detained my factory manager at Kissy police station following a complaint by a rival producer. He remains in custody and has not been charged. I urgently require a lawyer to attend.",
    intent: "urgent",
  },
  { message: "Je veux enregistrer ma petite usine d'eau en sachet comme une vraie entreprise. Vous pouvez m'aider avec les papiers?", intent: "area:business" },
  { message: "how mch is yor fee for chekin a contrct, the hosptal budjet smal", intent: "knowledge:Fees" },
  { message: "Wetin na di bes we fo klin di insay di wata tanka?", intent: "off-topic" },
  {
    message:
      "I'm looking at buying a plot in Waterloo to build a factory on, and the seller has shown me a survey plan and a conveyance. Before I send anything, I want a proper title search done to confirm he actually owns it. Is that something you can do for me from a distance?",
    intent: "area:land",
  },
  { message: "hello good morning to you people", intent: "greeting" },
  { message: "plz hlp police jst tk my mama frm her shop at kissy rd, she sell pure water, dey say she sell expired bags. she in d van now", intent: "urgent" },
  {
    message:
      "We chartered space on a vessel to bring in 40 tonnes of polyethylene film for our sachet production. The vessel has berthed at Queen Elizabeth II Quay, but the charterer's agent is demanding demurrage charges we never agreed to before releasing the cargo. We need a shipping lawyer to deal with this.",
    intent: "area:shipping",
  },
  { message: "Wetin na di rod kondishon fo go Makeni tumara? Dem se di ren don spoil am", intent: "off-topic" },
  {
    message:
      "Je suis tombé de la machine à l'usine et je me suis cassé la main. Le patron dit qu'il ne va rien payer. Est-ce que la loi l'oblige à payer mon hôpital?",
    intent: "legal-question",
  },
  {
    message:
      "Hello, I would like to set up a meeting with a business lawyer during my visit between 14 and 22 January. I'm a US-based investor looking at acquiring a stake in a water factory. Please let me know available slots.",
    intent: "booking",
  },
  {
    message:
      "They are saying a child died in the village after drinking water with my brand name, but I don't even sell in that village, somebody is copying my bags. Now the people have come from there and surrounded my depot here in Kenema with sticks and stones, shouting they will burn it with me inside. My wife and I are inside now, please what do we do.",
    intent: "safety",
  },
  {
    message: "my husbnd die las yer and his famly tek evrythng, me an the childrn hav nothin. i wrk at hosptal stor. i nid lawer for the inheritnce",
    intent: "area:family",
  },
  {
    message: "Kindly confirm your weekday office hours and the exact address, as I intend to visit with my company secretary.",
    intent: "hours",
    also: ["address"],
  },
  { message: "hw 2 buy 1GB data cheap pls", intent: "off-topic" },
  {
    message: "please the soldiers them hold my husband at the checkpoint since morning with the tanker they say he must pay or they keep him he still there",
    intent: "urgent",
  },
  { message: "Mi kes fo di tanka aksident don go kot. Dem se na rekles drayvin. Di jaj gi mi bel bot a nid lawya fo di trial", intent: "area:criminal" },
  { message: "Could you share a little about the lawyers at your firm? I'd like to know who handles what before deciding whom to approach.", intent: "team" },
  {
    message:
      "If a competitor is selling sachets in packaging virtually identical to ours, with only one letter of the brand name changed, does that constitute an infringement for which we can claim damages?",
    intent: "legal-question",
  },
  {
    message:
      "I rent one small shop for sell water near the roundabout the landlord want to pull it down he say the lease finish but I pay 2 years advance I want lawyer for the land matter",
    intent: "area:land",
  },
  { message: "gv me ur numba pls", intent: "phone" },
  {
    message:
      "Let me tell you quickly. My driver was taking water to Pujehun and the lorry turned over on the road near Gbondapi, one passenger who climbed on top got injured. The police came and took my driver and they have held him at the post since last night, they say he will stay there until the owner comes. Please I need someone to go there.",
    intent: "urgent",
  },
  {
    message: "the hosptal and the watr supplyer hav big quarl about mony, my boss say we shud setl it out of cort. yu do that kin of thing?",
    intent: "area:arbitration",
  },
  { message: "Do you know which bank in Freetown gives the best exchange rate for dollars right now?", intent: "off-topic" },
  {
    message: "Le chauffeur du patron me cherche avec un couteau parce que j'ai parlé du salaire, je suis caché derrière l'usine, j'ai très peur",
    intent: "safety",
  },
  { message: "A wan mek appointment fo si wan lawya, mi pikin go bring mi kam", intent: "booking" },
  { message: "me n my frnds wan start our own pure water biz, hw we register d company? u help wit dat?", intent: "area:business" },
  { message: "wat kin of cases do yor ofice handel", intent: "services" },
  { message: "Mi bos se a fo pe fo di tanka damej from mi salari. I rayt fo du dat?", intent: "legal-question" },
  { message: "Quelle est votre adresse email? Je veux envoyer mon contrat", intent: "email" },
  {
    message:
      "Dear Sir, the police arrived at our factory at Wellington about an hour ago following a complaint from the Standards Bureau and are at this moment taking away two of my supervisors in their vehicle. Please send a lawyer immediately.",
    intent: "urgent",
  },
  {
    message: "J'ai signé un contrat de travail avec l'usine mais ils ne respectent rien, pas de salaire depuis janvier. Je veux un avocat pour mon contrat",
    intent: "area:contract",
  },
  { message: "hello I have a problem with this thing", intent: "unknown" },
  { message: "plse how meny bags of watr shud one ward use per day for 40 patints", intent: "off-topic" },
  { message: "Is there a secure place to park near your chambers? I will be driving my own vehicle.", intent: "knowledge:Parking" },
  {
    message:
      "My uncle in Belgium sent me a used sealing machine and two generators in one container so I can start packing here in Kenema. The container has been sitting at the Quay in Freetown for two months now. The clearing agent collected money from me and disappeared, and now the port is charging storage every day. I need help with the port and customs side of this.",
    intent: "area:shipping",
  },
  { message: "if i sign d paper boss gv us say no union, can he sack me if i join union?", intent: "legal-question" },
  { message: "Abeg kam naw naw, polis don tek mi pikin from di wata pomp na Lumley, dem de put am insay dem motoka", intent: "urgent" },
  { message: "thx a lot", intent: "thanks" },
  {
    message:
      "Dear Sir or Madam, my father passed away in Freetown in March. He left a sachet water factory, a house in Goderich and some land in Port Loko. I am the eldest son and live in New York; my siblings are in Freetown, the UK and Ghana. We need help obtaining letters of administration and sorting out his estate fairly. Could your firm handle this?",
    intent: "area:family",
  },
  {
    message:
      "help the man from the other company standing by my house with his boys they say if I sell water in that junction again they go kill me I inside with my children",
    intent: "safety",
  },
  {
    message:
      "Sometimes I reach Freetown late, around four in the evening, after the long road from Kenema. If I come that time, will I still meet the office open?",
    intent: "hours",
  },
  { message: "Quel est le meilleur moyen de voyager de Conakry à Freetown par la route?", intent: "off-topic" },
  { message: "wan c lawyer 2moro mrning pls, hw i book", intent: "booking" },
  { message: "please is the lawyer Ibrahim Jalloh in that office I hear him on the radio", intent: "attorney:Ibrahim Jalloh" },
  {
    message:
      "Mon cousin a acheté un terrain à Waterloo pour faire un forage mais il n'a pas de titre. Il veut vérifier les documents avant de construire. Vous faites ça?",
    intent: "area:land",
  },
  { message: "pls help they hav lokd up our watr supplyer in polce cell at Congo Cross sinc las nite, his wif cam to the hosptal cryng", intent: "urgent" },
  {
    message:
      "I returned forty bales to the factory because the bags were leaking from their own sealing machine, not from my handling. The manager agreed at first. Now they are telling me they will hold my deposit of five million leones as punishment. Can they keep my deposit like that?",
    intent: "legal-question",
  },
  { message: "A get tu tanka naw, a wan mek am kompin wit pepa dem, mi pikin se fo rejista am. Una de du dat?", intent: "area:business" },
  { message: "Please provide all available channels through which I may contact your firm, including telephone, WhatsApp and email.", intent: "contact" },
  { message: "Wetin mek di wata insay di tanka de smel?", intent: "off-topic" },
  {
    message:
      "The factory and I have been doing business for six years, and now we have a dispute over discount money they owe me from last year. I don't want court because court takes too long and we are still doing business together every week. Somebody told me there is a way to settle it with a neutral person. Can you arrange that kind of mediation?",
    intent: "area:arbitration",
  },
  { message: "Wetin a fo kari kam wen a de kam si lawya? Mi draiva laysens an di polis pepa?", intent: "knowledge:What to bring" },
  {
    message:
      "Mon ami guinéen est retenu au poste de police de Waterloo depuis hier soir parce qu'il n'a pas de papiers, il travaille à l'usine d'eau, aidez-nous",
    intent: "urgent",
  },
  {
    message:
      "My company in Freetown has discovered that a group of people is printing our registered brand on sachet film and selling it across the Western Area. We'd like to bring a criminal complaint and have a lawyer follow the prosecution. Do you do this kind of work?",
    intent: "area:criminal",
  },
  { message: "wher is yor ofice, i com from Connaught hosptal by keke", intent: "address" },
  { message: "my boss drunk n chasing us wit belt in d factory, he beat my frnd bad, we locked in d store now", intent: "safety" },
  { message: "Na aw mch lawya de wok na una ofis?", intent: "team" },
  { message: "I wish to arrange a meeting with your business law team on Thursday at 11 AM, if convenient, to discuss a joint venture.", intent: "booking" },
  { message: "please can you write me a song to advertise my pure water in the market", intent: "off-topic" },
  { message: "if the watr we gv patints mek them sik, the hosptal or the supplyer go be responsibl?", intent: "legal-question" },
  { message: "A drayv tanka fo wan kompin ten yia, dem don sak mi, dem no pe mi wan kobo fo end of sevis. A wan lawya fo di mata", intent: "area:contract" },
  { message: "Bon, au revoir", intent: "goodbye" },
  { message: "polis cm 2 d factory n took 5 of us packers, im in d cell at waterloo now, pls send lawyer", intent: "urgent" },
  {
    message:
      "Mon patron a commandé des bouteilles vides en Chine par bateau, le navire est arrivé au port mais la cargaison est mouillée et abîmée. Il cherche un avocat pour réclamer",
    intent: "area:shipping",
  },
  { message: "yu open on sundy?", intent: "hours" },
  {
    message:
      "I have many small problems: the trucks, the depot land, the agreement with the factory, my workers. Before I come all the way from Kenema I just want to know what kind of matters your firm handles.",
    intent: "services",
  },
  { message: "Aw mch una de cha fo di lawya wok? A no get plenti mone, a fit pe smol smol?", intent: "knowledge:Fees" },
  {
    message:
      "You see, the light in Kenema is not regular at all, so for the depot I depend on generator for the freezer that cools the water. The small one we have now cannot carry the load. Which is the best generator for a small depot?",
    intent: "off-topic",
  },
  {
    message: "my husband leave me and the children he say he not give money for food any more I want lawyer to help me get maintenance for the children",
    intent: "area:family",
  },
  {
    message:
      "If the factory I've invested in loses its licence because of my partner's negligence, am I personally liable for any of the fines, or only the company?",
    intent: "legal-question",
  },
  {
    message:
      "The National Revenue Authority, together with police officers, are presently holding our accountant at their office on Kissy Road and refuse to release him. We need counsel immediately.",
    intent: "urgent",
  },
  {
    message: "the watr supplyer boys com to the hosptal stor gate with cutlass, they say i tel the doktor bout the bad watr, i lok myself insid",
    intent: "safety",
  },
  {
    message:
      "I intend to purchase the land adjoining our factory for expansion. The vendor claims family ownership. I require a title search and conveyancing services.",
    intent: "area:land",
  },
  { message: "wats yor watsap nmber pls", intent: "phone" },
  { message: "Je voudrais prendre rendez-vous avec un avocat pour la semaine prochaine, c'est possible?", intent: "booking" },
  { message: "i was charged 4 stealing film rolls frm d factory but i nt do it. bail granted. need lawyer 4 d trial", intent: "area:criminal" },
  { message: "Kindly advise on the current market rate for a 20,000-litre storage tank.", intent: "off-topic" },
  { message: "allo?", intent: "unknown" },
  { message: "i wan start smal pure watr bisnes at my hous, hw to regstr the compny", intent: "area:business" },
  {
    message:
      "My sister's son sells water at the lorry park in Kenema. This evening some men said he sold them water that made their child sick. The police came and took him and they have locked him up at the station, he is only seventeen. Please, somebody should go there.",
    intent: "urgent",
  },
  { message: "the police say if I sell water without the licence I go jail is that true how long they can keep me", intent: "legal-question" },
  {
    message: "In Kenema most of us speak Mende more than English. When I come, will I find someone there who speaks Mende?",
    intent: "knowledge:Languages spoken",
  },
  {
    message:
      "We have an arbitration clause in our joint venture agreement with a Nigerian partner, and a dispute has arisen over profit sharing. Please advise whether your firm can act for us in the arbitration.",
    intent: "area:arbitration",
  },
  { message: "how many lawyers u got", intent: "team" },
  { message: "Could you please send me the firm's email address so I can forward the draft agreement my cousin received?", intent: "email" },
  { message: "pls i need lawyer to look at my new packer contract b4 i sign, d boss put many rules", intent: "area:contract" },
  {
    message:
      "I'm about to sign a supply agreement under which my Freetown company will deliver 1,000 bags a week to two private clinics. The clinics sent their own template. I'd like a lawyer to redraft it to protect us on late payment and quality disputes.",
    intent: "area:contract",
  },
  { message: "Kushe o! Aw una de?", intent: "greeting" },
  {
    message: "Il y a un conflit entre mon patron et un client guinéen pour une livraison d'eau, ils veulent un arbitre. Vous pouvez aider?",
    intent: "area:arbitration",
  },
  { message: "When I come down from Kenema I normally stop at the lorry park on Bai Bureh Road. From there, how do I find your office?", intent: "address" },
  { message: "please I want to see the lawyer tomorrow afternoon can you put my name down", intent: "booking" },
  {
    message: "the watr filtr machin for the hosptal cam by ship from india, custm stil hold it at the quay 6 weeks. we nid lawer for that",
    intent: "area:shipping",
  },
  {
    message: "Di pipul dem na Kissy se a jam dem pikin wit di tanka, bot a no jam am. Dem de ala se dem go lynch mi, a ron go aid insay wan os",
    intent: "safety",
  },
  { message: "Vous fermez à quelle heure le vendredi?", intent: "hours" },
  { message: "A fit park mi tanka nia una ofis? Na big motoka", intent: "knowledge:Parking" },
  { message: "Bonjour, quels sont vos services?", intent: "services" },
  {
    message:
      "A man from the factory accused me of stealing twenty bales from the depot. He reported to CID, they took my statement and released me the same day. Now they are sending word that they will charge me to court. I need a lawyer for this criminal case.",
    intent: "area:criminal",
  },
  { message: "how can I get you people please call or the WhatsApp or what", intent: "contact" },
  { message: "I want to register my own pure water name so nobody can copy my label please you can help me do the business papers", intent: "area:business" },
  { message: "Thank you my brother, you have helped me plenty. God bless.", intent: "thanks" },
  {
    message: "Which documents should I have with me for the meeting about my father's estate? I have the death certificate and some land papers.",
    intent: "knowledge:What to bring",
  },
  { message: "my baby mama nt allow me c my son. i wan lawyer 4 custody", intent: "area:family" },
  {
    message:
      "The well we dig behind the depot has been serving the whole area for years. Last month my neighbour built his fence and now he says half of the well is inside his land, and he is blocking my boys from fetching. We measured and it is not true. I need a lawyer for this boundary matter.",
    intent: "area:land",
  },
  { message: "That will be all for now. Good day.", intent: "goodbye" },
  { message: "Merci beaucoup pour votre aide, vraiment", intent: "thanks" },
  {
    message:
      "Our licence from the Standards Bureau expired two weeks ago while the renewal was pending, through no fault of ours. Are we legally permitted to continue production in the interim, or do we risk prosecution?",
    intent: "legal-question",
  },
  {
    message:
      "please the police them take my friend Fanta from the junction now now because a man say her water make his belly run they put her in the back of the van",
    intent: "urgent",
  },
  {
    message:
      "Hi, my cousin and I co-own a water factory in Waterloo and we've fallen out over how the profits are being reported. Our shareholder agreement says disputes go to mediation first and then arbitration, and neither of us wants a court battle. Could your firm represent me in the mediation and, if needed, the arbitration?",
    intent: "area:arbitration",
  },
  { message: "any1 no how 2 fix d sealing machine, it burning d bags", intent: "off-topic" },
  { message: "Di tanka bos don sen im boy dem fo bit mi bikos a aks fo mi mone. Dem de na mi domot naw wit stik, a no fit go out", intent: "safety" },
  {
    message:
      "A vessel carrying our new bottling equipment from Turkey sustained damage en route and the master has declared general average. We need representation in dealing with the shipowners and the insurers.",
    intent: "area:shipping",
  },
  { message: "can i get apointmnt on fridy aftr 2, i wan talk to lawer bout hosptal suply", intent: "booking" },
  { message: "Il y a combien d'avocats dans votre cabinet? Il y a une femme?", intent: "team" },
  {
    message:
      "I was in the lorry park counting bales when my boy called me crying. The police came to the depot in Kenema with a man from the factory in Freetown and they took my storekeeper, saying he sold stolen bales. He is in the cell at Kenema police station right now. Please help us.",
    intent: "urgent",
  },
  { message: "Mi gyal pikin get bebi fo wan tanka drayva, naw di man no de gi mone fo di pikin. Wi wan lawya fo mek i pe", intent: "area:family" },
  { message: "What's the cheapest way to send money to Sierra Leone these days, Western Union or one of the mobile money apps?", intent: "off-topic" },
  {
    message: "the factory people say my head pan water not clean and they say I must pay fine of 500 thousand is that the law please",
    intent: "legal-question",
  },
  { message: "the hosptal sign contrct with a watr compny, now they no delivr for 3 weks, we wan lawer to enforc the contrct", intent: "area:contract" },
  { message: "u open 2day? wat time", intent: "hours" },
  {
    message:
      "Urgent! Mon patron m'a enfermé dans le magasin de l'usine et la police est là, ils disent que j'ai volé de l'argent, ils vont m'amener maintenant",
    intent: "urgent",
  },
  {
    message:
      "I'm interested in buying 30% of an existing sachet water company in Freetown. I need due diligence on the company, its licences and its debts, and then a share purchase agreement. Is that something your business team does?",
    intent: "area:business",
  },
  {
    message:
      "Last time I came to Freetown I drove my own pickup and spent almost one hour looking for where to park on Siaka Stevens Street. Before I come again, is there parking at your office or near it?",
    intent: "knowledge:Parking",
  },
  { message: "Kindly recommend a reputable accounting firm to conduct our annual audit.", intent: "off-topic" },
  {
    message:
      "Mon frère est accusé d'avoir fabriqué de fausses étiquettes d'eau. Il est libéré sous caution et le procès commence bientôt. Il a besoin d'un avocat pour le défendre",
    intent: "area:criminal",
  },
  {
    message:
      "Please help. My sister runs our factory in Wellington and just called me in tears: the workers we laid off have broken into the compound and are threatening to set the office on fire with her inside. She has locked the door. What can be done right now?",
    intent: "safety",
  },
  { message: "my family land at hastings, uncle selling it 2 water factory ppl, we wan stop it, need lawyer", intent: "area:land" },
  { message: "Good evening from Kenema", intent: "greeting" },
  { message: "If polis tek mi laysens fo di aksident, dem fit kip am fo aw lon? A nid am fo wok", intent: "legal-question" },
  { message: "Kindly provide your telephone number and also confirm whether the office opens on Saturdays.", intent: "phone", also: ["hours"] },
  { message: "dey carry my cuzin frm d tanker park 2 d barracks since yesterday, soldiers say he insult dem, no1 can c him", intent: "urgent" },
  {
    message: "Mi an mi patna we wi bai di tanka togeda don get kwarel. Wi no wan go kot, wi wan wan pesin fo setul am. Una de du dat?",
    intent: "area:arbitration",
  },
  {
    message:
      "I have been putting this off since the rainy season. Every time I plan to come, something happens at the depot, one truck breaks down or a customer does not pay. But the matters are piling up and my wife is pressing me. So please fix me an appointment with one of your lawyers any morning next week.",
    intent: "booking",
  },
  { message: "Où je peux acheter du riz de Guinée pas cher à Freetown?", intent: "off-topic" },
  { message: "my uncle send 2 sealing machines by ship, dey at d quay 1 month, customs say pay big duty. can u help clear it?", intent: "area:shipping" },
  { message: "wat is the emial adress for the ofice", intent: "email" },
  { message: "Mi broda na tanka drayva, dem don lok am na Kissy polis sel since tu de, dem no gri gi am bel", intent: "urgent" },
  { message: "Please outline the range of legal services your chambers provide to corporate clients.", intent: "services" },
  { message: "Si je quitte l'usine avant la fin du contrat, le patron peut garder mon argent de trois mois?", intent: "legal-question" },
  {
    message: "the polce say our hosptal stor wil be investgatd for theft of watr bags. i am the stor kiper, i want a lawer with me befor they ask me qustns",
    intent: "area:criminal",
  },
  {
    message: "please the other sellers beat me because I sell cheaper they still wait for me by the road I cannot go home they say they kill me",
    intent: "safety",
  },
  { message: "wat i shd bring 2 d meeting? my pay slip n id card?", intent: "knowledge:What to bring" },
  {
    message:
      "My daughter is in JSS3 at the government school here in Kenema, and she came home with homework about the water cycle. I sell water all my life but I could not explain it to her properly. Please can you explain the water cycle in simple words for her?",
    intent: "off-topic",
  },
  {
    message:
      "My wife and I wish to formally adopt the son of our late factory foreman, who has lived with us since his father died. Kindly advise how your family law team can assist with the adoption.",
    intent: "area:family",
  },
  {
    message: "I carry water for one factory on commission they say they pay me every Friday now 2 months they no pay I want lawyer to help collect my money",
    intent: "area:contract",
  },
  {
    message:
      "I'm writing from Philadelphia. Our tanker driver was taken into custody in Freetown this morning after a pedestrian was hit at Cline Town. He is still at the police station and my manager says the officers are asking for money. Please send someone as soon as possible.",
    intent: "urgent",
  },
  { message: "Una de opin Sande? O na Monde to Fraide nomo?", intent: "hours" },
  {
    message: "I was referred to Abdul Rahman Sesay by a friend in DC. Could you tell me a bit about his background and whether he works on foreign investment?",
    intent: "attorney:Abdul Rahman Sesay",
  },
  { message: "cn i book 2 c d lawyer 4 wrk matter, sat or mon?", intent: "booking" },
  {
    message:
      "We distributors in the east are tired of buying through middlemen. Six of us sat down in Segbwema and agreed to form one company together so we can buy straight from the factories at a better price. Nobody among us knows how to do the papers for such a company. Can you help us set it up?",
    intent: "area:business",
  },
  {
    message: "the hosptal admnistrator say i must pay for the watr bags that go missng from stor from my salry. is that alowd by law?",
    intent: "legal-question",
  },
  { message: "Aw fo chenj di tayr fo big tanka?", intent: "off-topic" },
  { message: "Comment je peux vous joindre? Téléphone, WhatsApp, email, tout s'il vous plaît", intent: "contact" },
  {
    message:
      "We sent a container of spare parts from Baltimore to Freetown under a bill of lading naming my company as consignee, but the shipping line released it to someone else. Can your shipping team pursue the carrier?",
    intent: "area:shipping",
  },
  {
    message:
      "Dear Sir, I write in great haste. Officers from the Ministry of Health and the police sealed my factory this morning and arrested my production manager on site. He is being held at Waterloo police station. Kindly assign counsel at once.",
    intent: "urgent",
  },
  { message: "my hous landlod want to sel the hous and tel me to lev in 1 weak, i hav lease 3 yrs. i nid lawer for the lease", intent: "area:land" },
  { message: "ok c u, bye", intent: "goodbye" },
  {
    message:
      "I was on my way to Daru with samples when the boys of the man who copies my brand stopped my motorbike. They beat me and said next time they will finish me. I escaped and I am hiding in a church now, and they are going round the town looking for me.",
    intent: "safety",
  },
  {
    message:
      "all the women who sell water in the market and the factory we quarrel over the price we want to settle it by talking not court we want somebody in the middle to help us settle",
    intent: "area:arbitration",
  },
  { message: "Could you kindly indicate how many partners and associates the firm has?", intent: "team" },
  { message: "hw to ordr more gloves and masks for the stor, wich suplier is cheep", intent: "off-topic" },
  { message: "is it legal 4 d factory 2 make us wrk sunday no extra pay?", intent: "legal-question" },
  { message: "my cusin who drive the watr tankr for hosptal is in the polce cell now aftr accidnt at Jui, they not relese him, pls", intent: "urgent" },
  { message: "Do you bill by the hour or charge a flat fee for company work? And do you accept payment by international wire?", intent: "knowledge:Fees" },
  { message: "Dem don chaj mi fo di diesel we dem se a tif. A get bel, bot a wan lawya fo mi kes na kot", intent: "area:criminal" },
  { message: "Je veux voir un avocat jeudi après-midi. Vous avez de la place?", intent: "booking" },
  {
    message: "We intend to engage forty new factory workers on fixed-term contracts. Please draft a standard employment contract for our use.",
    intent: "area:contract",
  },
  { message: "please what time the rain will stop today I want go sell", intent: "off-topic" },
  { message: "helo gud evenin", intent: "greeting" },
  {
    message: "they hold my son at the police since last night because he carry water tanker with no paper he is only the driver please help him",
    intent: "urgent",
  },
  {
    message:
      "My late father had three wives and many children, and he left the depot and two houses in Kenema. Since the funeral my half brothers have been taking the rent from the houses and the money from the depot, and they are saying we the girls have no part. I want a lawyer to help us with the inheritance.",
    intent: "area:family",
  },
  { message: "As a US citizen, am I legally allowed to own 100% of a company in Sierra Leone, or do I need a local partner?", intent: "legal-question" },
  { message: "do yu hav lawer who spek temne, my mama dont undastand englsh", intent: "knowledge:Languages spoken" },
  { message: "Di lan usai a park mi tanka fo twenti yia, wan man kam wit pepa se na im yon. A wan lawya fo chek di lan pepa dem", intent: "area:land" },
  { message: "What are your opening hours, and is there a charge for the first consultation?", intent: "hours", also: ["knowledge:Fees"] },
  { message: "my ex boss sending msgs he wil kill me bcos i complain 2 labour office, he parked outside my house rite now", intent: "safety" },
  {
    message:
      "My partner in Conakry shipped fifty rolls of film to Freetown by boat for me. When it reached the Quay the customs people said the papers are wrong and they want to seize the whole thing. I need somebody for the customs matter.",
    intent: "area:shipping",
  },
  { message: "Qui peut m'aider à écrire un CV pour travailler dans une usine d'eau?", intent: "off-topic" },
  { message: "A get problem o", intent: "unknown" },
  {
    message: "Mon patron veut ouvrir une succursale de son usine en Guinée et créer une société ici aussi. Vous pouvez nous conseiller pour la société?",
    intent: "area:business",
  },
  {
    message:
      "The military police have this afternoon detained two of our tanker drivers at Wilberforce barracks over a minor traffic incident and are denying them access to anyone. Please send a lawyer urgently.",
    intent: "urgent",
  },
  { message: "Una get imel? Mi pikin go rayt una", intent: "email" },
  {
    message:
      "An arbitral tribunal has issued an award in our favour against a distributor who failed to pay for 12,000 bales. He is ignoring it. We wish to enforce the award through the High Court.",
    intent: "area:arbitration",
  },
  { message: "please call me what is your number I want call you", intent: "phone" },
  { message: "Could I book a call with your shipping partner next week? Tuesday or Wednesday afternoon US Eastern would be ideal.", intent: "booking" },
  {
    message:
      "My driver had an accident with my truck on the Bo highway, and people are saying he had been drinking. The other man's car is finished. Now that man wants me to pay for everything, but I was not even there, I was in Kenema. Must I pay for the damage or is it the driver who must pay?",
    intent: "legal-question",
  },
  { message: "please what kind of work your office do I want to know", intent: "services" },
  { message: "is ther parkng for keke near yor ofice", intent: "knowledge:Parking" },
  {
    message:
      "My brother in Freetown has been summoned to appear before the magistrate on charges of selling unlicensed water. He's not in custody, but he needs a defence lawyer for the hearing next month. Can your criminal team help?",
    intent: "area:criminal",
  },
  { message: "pls book me wit d lawyer 4 d unpaid salary, any day aftr 2", intent: "booking" },
  { message: "I want to know first who are the lawyers there and what each one does, because my matters are many.", intent: "team" },
  { message: "Le nouveau contrat de l'usine dit que je dois payer les sacs cassés. Je veux qu'un avocat lise le contrat avec moi", intent: "area:contract" },
  { message: "Tenki o, God bless una", intent: "thanks" },
  { message: "the hosptal orderd watr tanks from ghana by ship, they arrivd brokn. we wan clam from the shiping compny", intent: "area:shipping" },
  {
    message:
      "I'd like to lease a plot in Waterloo for 25 years to build a bottling plant. Can your land team draft the lease and make sure the lessor's title is clean?",
    intent: "area:land",
  },
  { message: "Où se trouve votre bureau exactement?", intent: "address" },
  {
    message:
      "I am writing from inside my office at the factory. A crowd of former employees has gathered at the gate armed with sticks, threatening to beat me and burn the premises. I fear for my safety.",
    intent: "safety",
  },
  { message: "my parents divorcing n i wan stay wit my mama, she need lawyer 4 custody of my small bros", intent: "area:family" },
  { message: "are you open on the public holiday tomorrow", intent: "hours" },
  {
    message:
      "For fifteen years I have run the distribution under my own name, just me and my receipt book. Now my two sons have finished university and they want to join, and the bank in Kenema told me they can only give a loan to a company. I want to change my business into a company with my sons as directors. Can your office handle it?",
    intent: "area:business",
  },
  { message: "wat papas shud i bring for the meetin abot the hosptal contrct", intent: "knowledge:What to bring" },
  { message: "hw i reach u, call or whatsapp or email?", intent: "contact" },
  {
    message:
      "Our Ghanaian partner has proposed mediation instead of litigation over the delayed machinery payments. I'd like your firm to represent us in the mediation sessions.",
    intent: "area:arbitration",
  },
  { message: "okay bye bye I go come back later", intent: "goodbye" },
  { message: "Una de ep wit aw mani kain kes? Wetin una de du?", intent: "services" },
  { message: "Hi there, good morning from Maryland!", intent: "greeting" },
  {
    message:
      "please help the police just come to our compound now they taking my husband he drive tanker they say he knock one boy yesterday they pushing him in the car now",
    intent: "urgent",
  },
  { message: "Wetin na di prays fo wan tanka wata fo ful os tank na Goderich naw?", intent: "off-topic" },
  {
    message:
      "One of my directors has been charged with selling water from an unlicensed facility. He was granted bail last week. We require defence counsel for the trial before the Magistrate Court.",
    intent: "area:criminal",
  },
  { message: "i got injured by d machine at wrk n boss sack me after. can he do dat? do he hv 2 pay me?", intent: "legal-question" },
  {
    message: "Le mari de ma patronne veut me frapper, il est devant ma porte avec ses amis, ils crient qu'ils vont me tuer. Je suis seul dans la chambre",
    intent: "safety",
  },
  { message: "A wan si di lawya fo di lan mata. Mek una gi mi taym, Wenezde moning?", intent: "booking" },
  { message: "Ma femme veut divorcer et partir à Conakry avec notre fille. Je veux un avocat pour la garde de l'enfant", intent: "area:family" },
  { message: "wat u ppl do xactly? u only do court or other stuff 2?", intent: "services" },
  {
    message:
      "I will be coming down to Freetown on Friday with the truck, and I know how Friday is, with Jumu'ah prayer and everything. Does your office close early on Fridays, or are you open till five?",
    intent: "hours",
  },
  {
    message: "the polce com to the hosptal stor now with the suplyer, they taking me to the staton for the missng bags, i am in ther vehicl, pls hlp",
    intent: "urgent",
  },
  {
    message:
      "The factory hired me to carry water to the mining camp at Tongo under a written agreement for six months. After three months they brought another transporter without any notice, and they are refusing to pay for the last month of deliveries. I want a lawyer to take up this agreement matter for me.",
    intent: "area:contract",
  },
  { message: "What's the usual shipping time for a barrel of clothes from Newark to Freetown, and which company is cheapest?", intent: "off-topic" },
  { message: "who are the lawers ther, do yu hav one for workrs matter", intent: "team" },
  {
    message: "my mama land at Kossoh Town they say another person get paper for it they want build water factory on it I want lawyer to help us keep the land",
    intent: "area:land",
  },
  {
    message: "Are we obliged by law to pay our factory workers for the three weeks during which the Ministry closed the plant for inspection?",
    intent: "legal-question",
  },
  { message: "Wan gang dem don stop mi tanka na Hastings, dem bit mi an se dem go kil mi if a no gi dem di wata. A ron go aid na wan shop", intent: "safety" },
  { message: "me n my cuzin wan register a brand name 4 our sachet n start selling, u do company registration?", intent: "area:business" },
  { message: "please I want appointment with the lawyer on Monday morning before I go market", intent: "booking" },
  {
    message:
      "L'usine attend des pièces de rechange depuis Anvers, le conteneur est bloqué au port de Freetown et la compagnie maritime demande beaucoup d'argent. Le patron cherche un avocat maritime",
    intent: "area:shipping",
  },
  {
    message:
      "Good evening. I've just had a call from my mother in Freetown: police officers came to her house an hour ago and took my brother, who manages our water depot, over a complaint from a customer. He's at Congo Cross police station now. Please, I need someone there tonight.",
    intent: "urgent",
  },
  { message: "please the man who sell me the head pan he cheat me the pan crack already where I can buy strong one", intent: "off-topic" },
  {
    message: "the hosptal contrct with the suplyer say any disput go to arbitrashon. now they clame we owe them. we nid lawer for the arbitrashon",
    intent: "area:arbitration",
  },
  { message: "Please send me the number I can call from Kenema. Even the WhatsApp is good, because calling is hard here.", intent: "phone" },
  { message: "police say i must go court 4 d fight at d factory, i nt in jail, bail ok. need lawyer 4 d case", intent: "area:criminal" },
  { message: "pls hlp", intent: "unknown" },
  { message: "If polis fayn mi fo ova lod di tanka, a fo pe am or a fit go kot?", intent: "legal-question" },
  { message: "my husbnd beet me tonite bcos i lost my job at the hosptal, he say he wil kil me, i run to my neighbr hous", intent: "safety" },
  {
    message:
      "My wife and I married under customary law twenty years ago and we built the depot together. Last year she went to Freetown to stay with a man who owns a water factory. Now she has sent word that she wants a divorce and half of the depot. I need a lawyer for this divorce.",
    intent: "area:family",
  },
  { message: "Una ofis de nia di Kotin Tri? Aw a go fen am?", intent: "address" },
  {
    message: "Les soldats ont pris mon cousin au checkpoint de Songo avec le camion d'eau, ils le gardent depuis hier et ne le laissent pas partir",
    intent: "urgent",
  },
  { message: "cn u write short poem 4 my gf bday pls", intent: "off-topic" },
  { message: "Please arrange an appointment for me with your land law specialist at the earliest convenience, preferably next Monday.", intent: "booking" },
  {
    message: "My mother will come with me and she's most comfortable in Mende. Do your lawyers speak Mende, or would we need to bring an interpreter?",
    intent: "knowledge:Languages spoken",
  },
  { message: "d factory sack 20 of us no notice, no pay 4 last month. we want lawyer 2 fight d employer", intent: "area:contract" },
  { message: "I should be grateful if you could confirm which areas of law your chambers cover.", intent: "services" },
  { message: "hi", intent: "greeting" },
  { message: "Abeg! Dem don kam tek mi na mi os, a de insay polis motoka naw, mi pikin de rayt dis. Dem se na mi tanka kil di man", intent: "urgent" },
  {
    message:
      "I'm co-financing a shipment of 2,000 plastic water tanks from Turkey to Freetown. The charter party has a laytime clause for Queen Elizabeth II Quay and the vessel is already delayed. Can your shipping lawyer review it and act for us?",
    intent: "area:shipping",
  },
  { message: "Si l'usine ferme, est-ce que les travailleurs étrangers comme moi ont droit à une indemnité?", intent: "legal-question" },
  {
    message: "please that man who say my water make his wife sick he come with cutlass to my house now he shouting he will chop me I lock the door",
    intent: "safety",
  },
  {
    message:
      "A man in Kenema told me there is one Adama Koroma in your office who settles business quarrels without court. Is he still with you, and what kind of cases does he do?",
    intent: "attorney:Adama Koroma",
  },
  {
    message:
      "My late uncle's land in Kenema is being claimed by a neighbor who has fenced off part of it. I'm the administrator of his estate. Can your land lawyers handle the boundary dispute?",
    intent: "area:land",
  },
  { message: "C'est quoi la différence entre l'eau minérale et l'eau en sachet? Laquelle est meilleure pour la santé?", intent: "off-topic" },
  { message: "my brothr in US want to invest in the watr factry wher i buy for the hosptal, they nid help with sharehldr papers", intent: "area:business" },
  { message: "Many thanks, this is exactly what I needed.", intent: "thanks" },
  {
    message: "the court case about the woman who sick from my water they charge me I am out on bail now please I need lawyer to defend me",
    intent: "area:criminal",
  },
  { message: "Wetin taym una de lok di ofis?", intent: "hours" },
  { message: "pls ma dad dey hold him at d barracks since last nite 4 d tanker crash at Lungi, nobody tell us anytin", intent: "urgent" },
  {
    message:
      "My cousin who sells cement in Bo told me your lawyers helped him when the bank wanted to take his shop. He said I should not waste time with small small people. So when I come down on the 15th, I want to meet one of your lawyers face to face. Please book me for that day.",
    intent: "booking",
  },
  { message: "Mi wef dai, naw a wan mek wil so dat mi pikin dem go get di tanka an di os. Una go ep mi?", intent: "area:family" },
  { message: "ow can i contct yor ofis, fone or emial or wat", intent: "contact" },
  {
    message:
      "We are loading for Kailahun tomorrow and my driver says I am putting too much, that the springs will break on the bad road, and we argued the whole evening. I know you are lawyers but maybe somebody knows: how many bales can a Canter truck carry safely?",
    intent: "off-topic",
  },
  { message: "my boss n his partner quarrel ovr d factory money, dey want settle out of court. who can do mediation 4 dem?", intent: "area:arbitration" },
  { message: "if the police catch me selling water in the street without licence they can take my water and my pan is it legal", intent: "legal-question" },
  {
    message:
      "Two nights ago somebody set fire to the back of my depot and we managed to quench it. I did not know who until today when the same boys came to my house, banging on the gate and saying they will finish me tonight. I am inside with my children and the gate will not hold long.",
    intent: "safety",
  },
  { message: "Qui sont les avocats de votre cabinet?", intent: "team" },
  {
    message: "Before I reach out properly: does your firm handle both corporate work and disputes, or just litigation? I'd like to understand your range.",
    intent: "services",
  },
  { message: "how much you people take for lawyer I am small water seller I don't have plenty money", intent: "knowledge:Fees" },
  {
    message:
      "I regret to report that two of my tanker drivers were arrested at the Masiaka checkpoint in the early hours and remain in police custody. I request that a lawyer attend to them today.",
    intent: "urgent",
  },
  {
    message:
      "My truck boy, the one who loads for me, is charged with stealing ten bales from a customer's shop. The case is at the magistrate court in Kenema and they gave him bail. He is like my own son and I know he did not do it. He needs a lawyer for the case.",
    intent: "area:criminal",
  },
  { message: "my landlord wan kick me out of d room, i got 1 yr left on d rent agreement. need lawyer 4 dis", intent: "area:land" },
  { message: "hw to manag stok cards for the stor, any good excel templat?", intent: "off-topic" },
  { message: "Could you schedule a Zoom consultation with your business partner for Thursday at 10 AM Freetown time?", intent: "booking" },
  { message: "Send me your email so I can send the photos of the documents from Kenema.", intent: "email" },
  {
    message:
      "We require a distribution agreement to be drafted for our new distributors in the Northern Province, including exclusivity and minimum purchase terms.",
    intent: "area:contract",
  },
  {
    message:
      "my brother send me freezer from England by ship they say it reach the Quay but they no want give it to me they say pay plenty money please I need lawyer for the port",
    intent: "area:shipping",
  },
  { message: "Bonsoir tout le monde", intent: "greeting" },
  {
    message: "If the factory shuts down because it failed a health inspection, can I as an investor sue the managing director personally for my losses?",
    intent: "legal-question",
  },
  { message: "d fake brand ppl followin me on okada since i left d market, dey said dey go stab me, im in a shop now hiding", intent: "safety" },
  {
    message:
      "My wife sells our water at the market in Kailahun. Yesterday afternoon a woman accused her of selling spoiled bags and there was noise, and the police came and carried her. She has been in the cell since yesterday and they are not letting me bring her food.",
    intent: "urgent",
  },
  {
    message:
      "I am in the process of separating from my wife and we need to agree maintenance and custody arrangements for our three children. I seek representation from your family law department.",
    intent: "area:family",
  },
  { message: "Vous ouvrez à quelle heure le matin?", intent: "hours" },
  { message: "Una no if dem de gi drayva laysens na Bo dis mont?", intent: "off-topic" },
  {
    message:
      "I bought 400 bales from a factory in Bo and more than half went bad in my store. They say it is my storage, I say it is their filter. We are still friends, so we agreed not to go to court but to let an arbitrator decide. Can your office represent me in that arbitration?",
    intent: "area:arbitration",
  },
  { message: "please I and my sisters want make small company for pure water we need the registration papers can you do it", intent: "area:business" },
  { message: "is der parking near ur office 4 okada", intent: "knowledge:Parking" },
  { message: "pls i wan sched apointmnt with contrct lawer on wensday", intent: "booking" },
  {
    message:
      "A former employee has filed a police complaint accusing my Freetown manager of assault. He hasn't been arrested, but he's been told to report to CID next week. We want a criminal defence lawyer to accompany him and handle the case.",
    intent: "area:criminal",
  },
  { message: "I wish to enquire about something.", intent: "unknown" },
  {
    message:
      "The factory owner gave me the bales on credit and I gave him a post-dated cheque. The bank bounced it because the money from my customers did not come in on time. Now he says he will send me to prison for the cheque. Can they really jail me for that?",
    intent: "legal-question",
  },
  { message: "What's the best way to reach your office from the US: phone, WhatsApp, or email?", intent: "contact" },
  {
    message: "my daughter they lock her at the station in Waterloo since two days she sell water they say the water cause sickness they no let us see her",
    intent: "urgent",
  },
  {
    message:
      "My cousin's wife in Freetown is being beaten by him right now. I'm on the phone with her from Texas, she's hiding in the bathroom and he's banging on the door. Please, what can she do?",
    intent: "safety",
  },
  { message: "We wish to register the conveyance for the plot on which our new factory stands and obtain a proper title deed.", intent: "area:land" },
  { message: "how many lawyers you people get there", intent: "team" },
  { message: "wer is ur office, hw do i get der frm kissy", intent: "address" },
  { message: "Would you be able to recommend a branding agency to redesign our sachet labels?", intent: "off-topic" },
  { message: "d boss container of bag film fell in d sea at d quay, he want claim. u do shipping cases?", intent: "area:shipping" },
  { message: "Est-ce que je peux parler avec un avocat demain matin? Je veux un rendez-vous", intent: "booking" },
  { message: "my sistr want to adopt her husbnd nefew, she nid lawer for the adoptshn", intent: "area:family" },
  { message: "Di man we a de drayv im tanka gi mi kontrak pepa, a no sabi rid am fayn. A wan lawya fo chek am bifo a sayn", intent: "area:contract" },
  {
    message: "I am asking for my whole association of distributors, we are twenty. What kinds of cases does your firm take, so I can tell them?",
    intent: "services",
  },
  { message: "Merci infiniment", intent: "thanks" },
  {
    message:
      "We have a signed settlement agreement from mediation with a former business partner, but he's refusing to honour it. Can your arbitration team enforce it?",
    intent: "area:arbitration",
  },
  {
    message:
      "We are considering converting our company from a private limited company to a public company to raise investment, and would like your firm to handle the conversion.",
    intent: "area:business",
  },
  { message: "u open on sat mrning?", intent: "hours" },
  { message: "Vous parlez français ou seulement anglais et krio?", intent: "knowledge:Languages spoken" },
  { message: "Gi mi di nomba fo di WhatsApp", intent: "phone" },
  {
    message: "My case has many papers: receipts from the factory, the agreement, photos of the bad bags. When I come, which ones should I bring with me?",
    intent: "knowledge:What to bring",
  },
  { message: "ok gudby", intent: "goodbye" },
];
