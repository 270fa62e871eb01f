import type { LabelledMessage } from "./labelled-message";

// Eight imagined writers:
//  1. Sia, a schoolteacher in Koidu (Kono) who writes careful textbook English with proverbs
//  2. Pa Alimamy, a fisherman at Tombo wharf writing Krio by phone
//  3. Rami, a Lebanese–Sierra Leonean wholesaler on Kissy Street, brisk English with Arabic/French bits
//  4. Mariatu, a nurse from Wellington now in Maryland (USA), American English
//  5. Kadiatu, an SSS3 schoolgirl in Bo, lowercase slang ("ngl", "lol", "fr")
//  6. Sgt (rtd) Foday, a retired police sergeant in Kenema, formal police-report English
//  7. Abu, typing for his mother, a fish seller at Dove Cut market ("mama seh…")
//  8. Moses, a Liberian carpenter settled in Grafton, Liberian English mixed with Krio

export const DEVELOPMENT_SIXTEENTH: LabelledMessage[] = [
  // ── area:family ──
  {
    message:
      "Good day. My late husband's brothers have come down from the village near Koidu and are telling me that the house and the children now belong to the family, as custom demands. I was married to him in church under the Christian Marriage Act for nineteen years and we built that house together brick by brick. As our elders say, the hen does not ask the hawk for permission. They have already taken his motorbike and they want to take my eldest son to live with them. I need someone to stand for me and my three children in this matter.",
    intent: "area:family",
  },
  {
    message:
      "ngl my parents are separating and my dad wants to take me and my small brother to Makeni but mum says no way. can someone from ur office help my mum pls she doesnt know im writing this",
    intent: "area:family",
  },
  {
    message:
      "Hi y'all, I'm a nurse in Maryland, originally from Wellington. My ex and I have a 7 year old who lives with my mom in Freetown. He hasn't sent a single cent for her upkeep in two years even though he's working at a bank now. I need somebody on the ground to go after him for support.",
    intent: "area:family",
  },
  {
    message:
      "My man, da woman I been living with for 6 years now she want to go back to Monrovia with our two children. I beg you I need help so the children can stay here with me",
    intent: "area:family",
  },
  {
    message: "my mama say she wan ask, her sister die las month and lef small pikin dem, she wan tek dem legal so nobody go cam tek dem from am",
    intent: "area:family",
  },
  {
    message:
      "Sir, I wish to formally dissolve my marriage contracted in 1994 at Kenema under customary law. The parties have lived apart since 2011. Kindly advise on the engagement of counsel.",
    intent: "area:family",
  },
  {
    message:
      "My daughter is marrying a Sierra Leonean guy, civil marriage at the registry, and we want some kind of agreement before so the family business stays protected. Yalla, who can prepare this for us?",
    intent: "area:family",
  },
  { message: "Ma pikin mama don marry oda man na Tombo, now she nor de gi me fo si di pikin. Two month now. A wan una help me", intent: "area:family" },
  { message: "wife left and took the kids to her village near Pujehun, i just want to see them the legal way, who handles that", intent: "area:family" },
  {
    message:
      "My father passed in Bo last year without leaving a will and my stepmother is selling off everything, his car, his shop goods, even the savings. Me and my siblings abroad are getting nothing and she won't pick up our calls. We need help sorting out his estate properly.",
    intent: "area:family",
  },
  {
    message:
      "Respected Sir/Madam, I took in my niece in 2015 when both her parents died in the Ebola outbreak. I have raised her as my own daughter ever since. She now needs a passport for a school trip and the Immigration office requires proof that I am her legal guardian. I would be most grateful for assistance to regularise this.",
    intent: "area:family",
  },
  {
    message:
      "my sister is 16 and my uncle arranged for her to marry some big man in bo who already has 2 wives. she doesnt want to. mum wants to stop it the proper way without fighting the whole family. help?",
    intent: "area:family",
  },
  { message: "divorce paper. how to start it", intent: "area:family" },
  { message: "mama seh im man don tek second wife an nor de gi chop moni fo di os again, she wan go court fo di pikin dem moni", intent: "area:family" },
  {
    message:
      "Re: custody of a minor. My grandson, aged 4, is being kept by his paternal relatives at Blama against the wishes of his mother, my daughter. We seek representation.",
    intent: "area:family",
  },
  {
    message:
      "My brother passed away in January. His Sierra Leonean wife and our family in Beirut disagree about his shares and about the house at Hill Station. Everybody is angry. We need somebody to handle the succession properly according to the law here.",
    intent: "area:family",
  },

  // ── area:business ──
  {
    message:
      "We are opening second branch of our wholesale in Bo and need to register it as a separate company at the Corporate Affairs Commission. Khalas, the old one was sole proprietor, now we do it properly. Who can do this quickly?",
    intent: "area:business",
  },
  {
    message:
      "me and 3 friends wanna start a small lip gloss brand and sell on tiktok and at school. my aunty says we need proper papers before we sell to shops so can u guys do that for us",
    intent: "area:business",
  },
  {
    message:
      "I'm sending money home to start a pharmacy in Waterloo with my cousin. I want everything in writing and the business set up right so nobody cheats anybody down the line. Who at your firm sets up companies?",
    intent: "area:business",
  },
  {
    message: "Me an four oda fishaman wan form one association fo buy big boat togeda an tek loan from bank. Bank seh we need papers fo di group",
    intent: "area:business",
  },
  {
    message:
      "Upon my retirement I intend to establish a private security company in Kenema. I require assistance with incorporation and with the necessary licensing from the relevant MDAs.",
    intent: "area:business",
  },
  {
    message:
      "I get small furniture workshop for Grafton, some people wan give me big job for school desk but dem say my business not register and no tax paper. Help me do am",
    intent: "area:business",
  },
  {
    message:
      "The board of our private secondary school in Koidu is divided on who should sign the cheques and how the directors are to be appointed. The founders are ageing and the children of the founders want seats. We need proper guidance on the governance of the proprietorship.",
    intent: "area:business",
  },
  {
    message: "mama osusu group wan turn am to real ting, like small bank fo di market women dem. dem wan do am legal so nobody go run wit di moni",
    intent: "area:business",
  },
  {
    message:
      "Partner wants to leave our import business. We need to buy out his share properly, with valuation and signed papers, so he cannot come back later and claim. Not emergency but soon.",
    intent: "area:business",
  },
  {
    message: "trading licence for my shop in makeni expired and the council says they will close us on monday. need somebody to sort the licence",
    intent: "area:business",
  },
  {
    message:
      "Quick one - my husband and I bought shares in a bottled water company in Lungi three years ago. The directors won't show us any accounts and they've never called a single meeting. Somebody needs to look into this for us.",
    intent: "area:business",
  },
  {
    message:
      "my uncle's startup wants investors from nigeria and they said he needs a company lawyer in sierra leone first. he asked me to find one online so hi lol",
    intent: "area:business",
  },
  {
    message: "Request: drafting of a memorandum and articles of association for a transport concern (keke fleet, 20 units) to be operated in Bo and Kenema.",
    intent: "area:business",
  },
  {
    message: "Bank don freeze we cooperative account because dem seh some paper nor complete. Di moni fo 30 fishaman de insai. A nor sabi wetin fo do",
    intent: "area:business",
  },
  {
    message:
      "my man I want to do partnership with one Chinese man for timber business. he want everything in his name only. I want my own part protected before we start",
    intent: "area:business",
  },

  // ── area:shipping ──
  {
    message:
      "Our 40ft container of rice is stuck at Queen Elizabeth II Quay for 3 weeks now, demurrage keeps climbing every day, customs say one document is missing but the agent says everything was submitted. Need somebody who knows the port well.",
    intent: "area:shipping",
  },
  {
    message: "Chinese trawler don mash we canoe dem fo sea near Tombo las week, two boat broke finish, all di net dem lost. Who go pay we?",
    intent: "area:shipping",
  },
  {
    message:
      "So back in March I shipped a barrel from Baltimore with clothes, shoes and some medical supplies for my mom's church clinic. I paid the shipping company in full, $350, and they gave me a tracking number. The tracking says it arrived in Freetown in May and was delivered. My mom never got anything. The office in Freetown keeps telling her to come back next week. It's been four months. I need somebody to go after this company.",
    intent: "area:shipping",
  },
  {
    message: "my tools I send from Monrovia by boat, dem hold am at the wharf, the ship man say pay extra money that was not in the agreement. I beg",
    intent: "area:shipping",
  },
  {
    message:
      "Good day. My late brother owned a fishing vessel registered in Freetown which is now detained by the Maritime Administration over unpaid fees. The family seeks to recover the vessel.",
    intent: "area:shipping",
  },
  {
    message:
      "my dads shop ordered phones from dubai and the container arrived with half the boxes missing. the shipping agent is just forming like he doesnt know anything. dad needs help",
    intent: "area:shipping",
  },
  {
    message: "Bill of lading problem: consignee name written wrong, agent refuse to release cargo without bank guarantee. Who handles this?",
    intent: "area:shipping",
  },
  {
    message:
      "Our school received donated textbooks from a charity in the United Kingdom. The freight forwarder has kept them at the wharf for two months and is demanding charges we were assured had been prepaid. Could your chambers assist us in recovering the consignment?",
    intent: "area:shipping",
  },
  {
    message: "mama goods dem wey she buy na Guinea cam by boat to Kissy wharf, di boat tek wata, half di onion dem spoil. di boat owner nor wan pay notin",
    intent: "area:shipping",
  },
  { message: "crew member injured on a cargo vessel in freetown harbour, company refusing to pay hospital costs", intent: "area:shipping" },
  { message: "dem seize me engine fo sea, seh a nor get licence fo fish dat side. Na two week now, a nor get fo wok", intent: "area:shipping" },
  {
    message:
      "Trying to ship a car to my brother in Freetown and it's been sitting at the port for weeks. Customs put a valuation that's three times what I paid at the auction. Who handles port and customs disputes?",
    intent: "area:shipping",
  },
  {
    message:
      "Kindly note that a consignment of vehicle spare parts imported by my son has been seized at the port. He requires legal representation to secure its release.",
    intent: "area:shipping",
  },
  { message: "Charterer did not pay for the voyage from Conakry, we have the charter party signed. Need maritime lawyer.", intent: "area:shipping" },

  // ── area:land ──
  {
    message:
      "I bought a plot at Regent in 2017 from a man who showed me a survey plan and a receipt. I fenced it and started building the foundation during the holidays. Last week a family came with another survey plan and a conveyance, claiming it is their family land and that the man had no right to sell. They have put their own signboard on my plot and told my labourers to leave. I am only a teacher and this is all my life savings. Please, I need help to defend what I bought.",
    intent: "area:land",
  },
  {
    message:
      "Want to buy a house in Goderich while I'm still abroad. How do I make sure the seller actually owns it? I need someone to check all the papers and handle the transfer for me.",
    intent: "area:land",
  },
  { message: "landlord lock my workshop with my machine inside because I owe 3 month. my man he nor even give notice, now I cannot work", intent: "area:land" },
  { message: "Dem wan drive we comot na we family lan na Tombo, seh govment wan build port. We nor si any paper, nobody tok to we", intent: "area:land" },
  { message: "mama get small os na Dove Cut wey im papa lef, now im broda dem wan sell am an dem nor ask am", intent: "area:land" },
  {
    message: "Neighbour built his wall 2 metres inside our compound at Wilkinson Road. Surveyor already confirmed. Need to fix this now before he roofs.",
    intent: "area:land",
  },
  {
    message:
      "the landlord says we must leave by end of month bc his son is coming from the UK. we've been here 8 yrs and mum paid 2 yrs advance in january. pls help us",
    intent: "area:land",
  },
  {
    message:
      "I am in possession of a leasehold at Hill Station which falls due for renewal. The Ministry of Lands has misplaced the file. I require counsel to pursue the matter.",
    intent: "area:land",
  },
  { message: "my grandfather's land in waterloo has been sold 3 times by 3 different uncles", intent: "area:land" },
  {
    message:
      "My cousin was supposed to be building my house in Kossoh Town with the money I sent every month. Turns out he registered the plot in his own name. I have all the Western Union receipts.",
    intent: "area:land",
  },
  { message: "i rent one room for Grafton, the landlady carry my door comot because I late with rent 2 weeks. rain dey fall inside now", intent: "area:land" },
  {
    message: "I wish to have the deed of gift my father made to me in 1998 properly registered. It was signed and witnessed but never registered.",
    intent: "area:land",
  },
  { message: "tenant nor pay me fo 8 month fo me os na Lumley an e nor wan comot", intent: "area:land" },
  { message: "conveyance for building at Kissy Street, price agreed with seller. need lawyer this week", intent: "area:land" },
  { message: "mama wan buy small lan na Newton, di pipul dem wan collect full moni before dem show am di paper", intent: "area:land" },
  { message: "someone is building on my grandmas land in bo while shes in the hospital. my uncles are scared to confront them", intent: "area:land" },
  { message: "Boundary dispute, Kenema, between myself and the adjoining owner. Beacons have been removed at night.", intent: "area:land" },
  {
    message:
      "Got a letter from the Ministry saying my property at Juba is state land and we have 30 days to vacate. We have a title deed from 2004!! My parents live there.",
    intent: "area:land",
  },
  { message: "di chief seh I must pay again for di land I don buy from him brother. this na Port Loko side. I pay already 2019", intent: "area:land" },

  // ── area:arbitration ──
  {
    message:
      "Me and my supplier in Guinea have problem about 200 bags of sugar, short delivery. We don't want court, court takes years. Can somebody sit in the middle and settle it?",
    intent: "area:arbitration",
  },
  {
    message:
      "Our community school in Koidu was founded by two families, and for many years all was well. This year they have quarrelled over who manages the fees and who appoints the headmaster. Teachers have not been paid since March and the pupils suffer. Both families have said they would prefer a respected neutral person to bring them together rather than going to the courts and washing our linen in public. Is this something your chambers can provide?",
    intent: "area:arbitration",
  },
  {
    message: "Me an me partna dem fo di boat get palaver ova di share of di catch moni. We nor wan court, we wan somebody wey nor de any side fo settle am",
    intent: "area:arbitration",
  },
  {
    message:
      "Our contract with the construction company has an arbitration clause. They abandoned the clinic build halfway. We need someone to start the process.",
    intent: "area:arbitration",
  },
  {
    message:
      "The transport union and our keke owners association are in dispute regarding route allocation in Kenema township. Both parties have agreed to mediation. We require a mediator.",
    intent: "area:arbitration",
  },
  {
    message: "me and the contractor wey give me the work, we dey fight over the money, but we both want to settle quiet, no court. you get person for that?",
    intent: "area:arbitration",
  },
  {
    message:
      "my mum and her business partner arent talking anymore about their salon profits. they both said they'd accept someone neutral deciding. do u do that kind of thing",
    intent: "area:arbitration",
  },
  {
    message: "Our joint venture agreement says disputes go to arbitration in Freetown. Other side refusing to appoint their arbitrator. Help.",
    intent: "area:arbitration",
  },
  {
    message: "mama an di oda women dem wey share di shop get big palaver ova moni. dem wan settle am peaceful, no police no court",
    intent: "area:arbitration",
  },
  { message: "commercial dispute with a mining subcontractor in Tonkolili - looking for out-of-court resolution", intent: "area:arbitration" },
  {
    message:
      "I write on behalf of a small poultry enterprise. A feed supplier has short-delivered for six months. Both sides wish to avoid litigation and would accept a binding decision by an independent third party.",
    intent: "area:arbitration",
  },
  {
    message:
      "Is there someone at your office who can mediate between me and my siblings? We all own a car rental business together and we don't want to sue each other.",
    intent: "area:arbitration",
  },
  { message: "fish buyer dem from Ghana an we get palaver. dem seh make we find one neutral man fo judge am, nor to court", intent: "area:arbitration" },

  // ── area:contract ──
  {
    message:
      "Last year one hotel for Aberdeen give me order for 40 chairs and 10 tables. We write everything down and the manager sign. I buy the wood with my own money and my boys work day and night for two months. They take everything, put it in the restaurant, and they pay only half. Now 5 month pass and every time I go they say oga not around, come next week. I get family to feed. I need help to collect my money",
    intent: "area:contract",
  },
  {
    message:
      "I was let go from a private hospital in Freetown after 6 years with no letter, no reason and no end of service benefit. They still owe me two months salary too.",
    intent: "area:contract",
  },
  {
    message:
      "my big sis worked 3 months at a supermarket in bo and they never paid her, they just keep saying the owner is travelling. can u help her get her money",
    intent: "area:contract",
  },
  {
    message: "Customer took goods on credit, 45 million leones, signed invoice and agreement. Now he is avoiding us, changed number. Need recovery.",
    intent: "area:contract",
  },
  {
    message:
      "I was engaged as a security consultant by a mining firm on a two-year contract. The engagement was terminated after seven months without the notice stipulated therein.",
    intent: "area:contract",
  },
  { message: "One man seh e go buy all we fish fo di season, we sign paper, now e nor cam again an we fish don spoil", intent: "area:contract" },
  { message: "mama bin gi one man moni fo bring goods from Lagos, dem write paper, e nor bring notin an e nor pay back", intent: "area:contract" },
  {
    message:
      "The proprietor of the private school where I teach has not paid staff for four months and has now told us that anyone who complains will be replaced. No NASSIT deductions are being paid over either.",
    intent: "area:contract",
  },
  { message: "need someone to review a supply agreement before we sign it on friday", intent: "area:contract" },
  { message: "the company sack me because I get accident for work, my hand broke, they no pay me nothing", intent: "area:contract" },
  {
    message:
      "I'm moving back to Freetown to work for an NGO and they sent me an employment contract that looks very one-sided. I want a lawyer to go through it with me.",
    intent: "area:contract",
  },
  {
    message:
      "We have distribution agreement with a Freetown company, exclusive. They breach it, selling competitor products. Who handles commercial agreements?",
    intent: "area:contract",
  },
  { message: "my dad drives for a company and they cut his salary by half without telling him. hes too proud to ask so im asking", intent: "area:contract" },
  {
    message: "Subject: unpaid gratuity. Following my retirement from a private firm, my end-of-service gratuity has been withheld for 14 months.",
    intent: "area:contract",
  },
  { message: "A bin wok fo one fish factory na Tombo six month, dem nor pay me an di oda boys dem", intent: "area:contract" },
  { message: "mama de supply pepper an onion to one restaurant na Aberdeen every week, dem owe am 9 million, dem bin sign agreement", intent: "area:contract" },
  {
    message:
      "I signed an agreement with a builder to complete my roof before the rains. He collected the full sum, did a third of the work and has disappeared. I need him held to what he signed.",
    intent: "area:contract",
  },

  // ── area:criminal ──
  {
    message:
      "I have been served a summons to appear before the Magistrate Court, Kenema, on a charge of conspiracy. I am innocent and require defence counsel.",
    intent: "area:criminal",
  },
  {
    message: "my cousin got released on bail last night after 3 days and now he has to go to court on monday. we need a lawyer for the court part",
    intent: "area:criminal",
  },
  {
    message:
      "My brother was charged with fraud in Freetown. He's out on bail and the court date is next month. I want to hire a proper defense lawyer for him from here in the US.",
    intent: "area:criminal",
  },
  { message: "dem accuse me say I tief generator from the site where I work. police call me say come to station tomorrow morning", intent: "area:criminal" },
  { message: "Dem seh me pikin fight na school an wound one boy. Dem gi am bail but di case still de na court", intent: "area:criminal" },
  { message: "mama get court case, market master seh she sell bad oil, dem charge am, next court na Tuesday", intent: "area:criminal" },
  { message: "Anti-Corruption Commission sent letter, they want to interview me about a tender. I want my lawyer present.", intent: "area:criminal" },
  {
    message:
      "I have taught for twenty-two years without a single complaint. On Monday a parent came to the school shouting that I had assaulted her child during a lesson. The child was in fact disciplined by another teacher, which the other pupils can confirm. Nevertheless the parent went to the police, and I have been asked to report to the CID next Thursday. I have never touched any child in anger and I am deeply distressed. I need someone to defend my name.",
    intent: "area:criminal",
  },
  {
    message: "soldiers beat my brother at a checkpoint in Kailahun last month and took his money. human rights thing. we want to take action",
    intent: "area:criminal",
  },
  {
    message: "my friend got expelled and now the police say she stole a phone but she didnt. she has court next week. she needs defence",
    intent: "area:criminal",
  },
  { message: "My nephew was convicted at the High Court and sentenced to five years. The family wishes to appeal the conviction.", intent: "area:criminal" },
  { message: "they arrest me last year for fight, I pay bail, now the case still going and my lawyer run away. I need new one", intent: "area:criminal" },
  {
    message:
      "Someone told me there's a warrant out for me over a case in Bo that I know nothing about. I fly in next month. I need a criminal lawyer to look into it before I travel.",
    intent: "area:criminal",
  },
  {
    message: "Employee stole money from the shop and we reported him. Now HE accuses ME of assault. Police want statement from me. Need defence lawyer.",
    intent: "area:criminal",
  },
  { message: "dem charge me broda fo kill cow wey nor to im own. dem gi am bail, court na Port Loko", intent: "area:criminal" },
  { message: "mama seh dem summon am fo court ova debt palaver wey police turn to criminal case", intent: "area:criminal" },
  {
    message:
      "My son, a student at Njala, was accused of cyber fraud. He was released after questioning but the police said the file will go to court. We need representation.",
    intent: "area:criminal",
  },

  // ── urgent ──
  {
    message:
      "This is urgent. My son was picked up by officers from Kissy police division at 0200 hours and is being held without charge. I know the procedure; they have exceeded the time. I need counsel at the station now.",
    intent: "urgent",
  },
  { message: "Dem hol me broda na Tombo police post since yestiday, dem nor gi am food", intent: "urgent" },
  { message: "mama seh police cam na di shop dis morning, dem tek im pikin go station, e still de dey", intent: "urgent" },
  { message: "omg they just took my dad in a police van from our house in bo pls what do we do someone call us", intent: "urgent" },
  {
    message: "My husband just called me from a cell in Freetown Central. He says they won't let him call a lawyer. I'm in the US, please send someone.",
    intent: "urgent",
  },
  { message: "police dey outside my door now now they say open. my man what I do", intent: "urgent" },
  { message: "My shop manager arrested 1 hour ago, they took him to CID Kingtom. Need lawyer now.", intent: "urgent" },
  {
    message:
      "I am writing from the staff room. Earlier today, during the second period, two men in uniform came into the school compound and asked for our headmaster by name. They spoke with him briefly near the flagpole and then led him to their vehicle. No one has told us where they have taken him, and his wife says he is not answering his phone. We believe he is at the Koidu police station. Please, who can go?",
    intent: "urgent",
  },
  { message: "my son is on remand at pademba road since last week and nobody is telling us anything", intent: "urgent" },
  { message: "Navy hol we boat crew, 5 man dem, dem carry dem go station seh we de fish na wrong place", intent: "urgent" },
  { message: "dem lock mama insai cell na Eastern Police, wetin wi fo do", intent: "urgent" },
  { message: "my brohter got arestd at a party lasst nite still at staion", intent: "urgent" },
  {
    message: "Information received that my brother is being detained at a checkpoint in Bo District without lawful excuse since 18:00 hours yesterday.",
    intent: "urgent",
  },
  { message: "My sister got arrested at Lungi airport this morning and they're holding her, her phone is off. PLEASE HELP", intent: "urgent" },
  { message: "dem put my wife for cell because neighbor say she tief phone. she there now, pikin dem crying", intent: "urgent" },
  { message: "Police are in my warehouse right now with papers, they want to take me with them. What do I do??", intent: "urgent" },
  { message: "they have my boyfriend at the station on tikonko road since friday and they want money to release him", intent: "urgent" },
  { message: "mama im boy pikin, dem cam tek am wit handcuff dis aftanoon", intent: "urgent" },
  { message: "Polis dem don kech me broda, dem de bit am na cell", intent: "urgent" },
  { message: "I am currently detained at Congo Cross police station. I have been permitted one message. I require a lawyer.", intent: "urgent" },
  {
    message:
      "Sir, let me first say that I have followed your firm's work for years and I trust you. My younger brother runs a small transport business and last month he had a quarrel with a client over money for a hired vehicle. We thought it was settled at the family level. But yesterday evening the client came back with two policemen and my brother was taken away, and up to now he has not come home. He is at Ross Road police. We also have a land matter we will bring later, but today it is my brother.",
    intent: "urgent",
  },
  { message: "They picked up my dad in Makeni and he's diabetic and they won't let us give him his medication. He's still in there.", intent: "urgent" },
  { message: "I inside the station now, they take my phone, I borrow this one from one man. I need lawyer pls", intent: "urgent" },
  { message: "my nephew detaned at airport imigration, they hold passport and him, 4 hours now", intent: "urgent" },
  { message: "police wan tek mama go now now, dem de na di market wit di vehicle", intent: "urgent" },
  { message: "Kushe, me papa de na police station since Tuesday, dem nor gi am bail", intent: "urgent" },
  { message: "my mums been at the station since this morning because of some loan palaver and they wont let her go home", intent: "urgent" },
  {
    message:
      "Dear Sir, I regret to inform you that my son-in-law has been held incommunicado by the Military Police at Wilberforce Barracks since Saturday. Kindly dispatch counsel.",
    intent: "urgent",
  },
  { message: "dem don ketch mi pikin na wharf, e de na cell now, e nor do notin", intent: "urgent" },
  {
    message: "Is there any lawyer who can go to Waterloo police station right now? My nephew is there, they arrested him with his friends last night.",
    intent: "urgent",
  },
  { message: "they come carry my brother from work this morning, we no know where they keep him, we think na CID", intent: "urgent" },
  { message: "Customs and police holding my driver and the truck at Gbalamuya border since morning. He is still there.", intent: "urgent" },
  { message: "mama say yu go help wi please di police dem hol ma granpa since two day for Kissy station", intent: "urgent" },
  {
    message: "ok this is serious. my uncle was taken out of his car at the wellington checkpoint an hour ago by police and nobody knows why",
    intent: "urgent",
  },
  {
    message: "Two of my former colleagues have taken my nephew into custody at Lumley station over a matter that is purely civil. He is there as I write.",
    intent: "urgent",
  },
  { message: "A de write fo me wife, dem hol am na police, dem seh she owe moni. Hep", intent: "urgent" },
  {
    message: "quick question - my brother is locked up in Bo since Sunday, what should we do? also how much do you charge?",
    intent: "urgent",
    also: ["knowledge:Fees"],
  },
  { message: "help my friend dey for lock up now for Grafton police, dem say he owe somebody", intent: "urgent" },
  { message: "They came with warrant at 6am and took my husband, now at Kingtom. Please who can come", intent: "urgent" },
  { message: "the polce have detaind my husbnd at Koidu staton sinc morning, he has hypertension", intent: "urgent" },

  // ── off-topic ──
  { message: "can u write me a speech for our debate on whether capital punishment should be abolished, due tmrw lol", intent: "off-topic" },
  { message: "What's the weather going to be like in Freetown in December? Planning my trip home.", intent: "off-topic" },
  { message: "Price of cement per bag in Kissy today?", intent: "off-topic" },
  { message: "how much is one load of plank for Waterloo now", intent: "off-topic" },
  { message: "Could you tell me who the current Inspector General of Police is?", intent: "off-topic" },
  { message: "wetin be di tide time fo Tombo tumara", intent: "off-topic" },
  { message: "mama seh how fo cook cassava leaf wit palm oil", intent: "off-topic" },
  { message: "whats the plot of the movie 12 angry men, i need it for english class", intent: "off-topic" },
  { message: "Kindly compose a poem on the theme of justice for our school's speech day.", intent: "off-topic" },
  { message: "best court shoes for a wedding, where to buy in freetown", intent: "off-topic" },
  { message: "Can you recommend a good hotel in Aberdeen for a week?", intent: "off-topic" },
  { message: "Exchange rate dollar to leones today?", intent: "off-topic" },
  { message: "who win the match Leone Stars play yesterday", intent: "off-topic" },
  { message: "write a short story about a judge who falls in love with a thief, 500 words", intent: "off-topic" },
  { message: "Na weytin na di price of fuel fo outboard engine now", intent: "off-topic" },
  { message: "mama wan know price of rice bag na Big Market", intent: "off-topic" },
  { message: "Could you help me set a mathematics exam for SSS2 pupils?", intent: "off-topic" },
  { message: "how do I renew my US passport while I'm in Freetown?", intent: "off-topic" },
  { message: "Recommend a good restaurant at Lumley beach, shawarma or grill", intent: "off-topic" },
  { message: "how I fix my phone when e nor charge", intent: "off-topic" },
  { message: "is it gonna rain in bo tomorrow", intent: "off-topic" },
  { message: "how much does a town lot cost at Juba Hill these days", intent: "off-topic" },
  { message: "Could you kindly give me a recipe for groundnut soup?", intent: "off-topic" },
  { message: "What vaccines do I need before flying to Sierra Leone?", intent: "off-topic" },
  { message: "tell me a joke about lawyers pls im bored", intent: "off-topic" },
  { message: "how fo bail wata comot from canoe quick quick", intent: "off-topic" },
  { message: "How to make excel formula for VAT 15%?", intent: "off-topic" },
  { message: "mama seh which keke go from Dove Cut to Waterloo cheapest", intent: "off-topic" },
  { message: "Please summarise the causes of the 1991 civil war for my history pupils.", intent: "off-topic" },
  { message: "how to make strong table leg so e nor shake", intent: "off-topic" },
  { message: "Draft me a retirement speech for my send-off party at the police barracks.", intent: "off-topic" },
  { message: "who is the chief justice of sierra leone", intent: "off-topic" },
  { message: "can u help me with my wifi password i forgot it", intent: "off-topic" },
  { message: "Which airline flies direct from Washington to Lungi?", intent: "off-topic" },
  { message: "Which phone contract is better, Orange or Africell?", intent: "off-topic" },
  { message: "Tell me one story bout mammy wata", intent: "off-topic" },
  { message: "mama wan sabi how fo make ginger beer fo sell", intent: "off-topic" },
  { message: "What is the capital of Burkina Faso? My pupils are arguing about it.", intent: "off-topic" },
  { message: "write a funny rap about our landlord for my cousin's birthday party", intent: "off-topic" },
  { message: "best police drama series to watch on netflix?", intent: "off-topic" },

  // ── legal-question ──
  { message: "is it legal for my school to seize my phone and not give it back till end of term??", intent: "legal-question" },
  { message: "If my dad died without a will, do his children from his first marriage get equal shares with his second wife?", intent: "legal-question" },
  { message: "landlord can throw my things outside without court paper? is that allowed here", intent: "legal-question" },
  { message: "Can a foreigner own land freehold in Freetown or only lease?", intent: "legal-question" },
  { message: "What is the maximum period the police may hold a suspect before bringing him to court under the 1991 Constitution?", intent: "legal-question" },
  { message: "If navy seize me boat, dem get right fo sell am?", intent: "legal-question" },
  { message: "mama wan know, if im man marry anoda woman, im get right to di os dem build togeda?", intent: "legal-question" },
  { message: "Can my employer deduct money from my salary for a broken window without my consent?", intent: "legal-question" },
  { message: "will i win if i take my boss to court for 3 months pay", intent: "legal-question" },
  { message: "at what age can i choose which parent to live with in sierra leone", intent: "legal-question" },
  { message: "Does a marriage done in the US count in Sierra Leone or do we have to register it again over there?", intent: "legal-question" },
  { message: "if I sign paper in English and I no sabi read, the paper still strong?", intent: "legal-question" },
  { message: "What is the penalty if we pay NASSIT contributions late for staff? Many months behind.", intent: "legal-question" },
  { message: "In your professional opinion, do I have a case against the Ministry for failure to pay my pension arrears?", intent: "legal-question" },
  { message: "how many years prison fo somebody wey tief boat engine?", intent: "legal-question" },
  { message: "if pesin borrow mama moni an e nor pay, e fit carry am go police or na court?", intent: "legal-question" },
  { message: "Should I sign a document my family is asking me to sign, renouncing my share of my father's land?", intent: "legal-question" },
  { message: "Can my ex take our daughter out of Sierra Leone without my permission?", intent: "legal-question" },
  { message: "is it illegal to record a police officer on my phone here", intent: "legal-question" },
  { message: "Is verbal agreement enforceable here or must everything be written?", intent: "legal-question" },
  { message: "if my boss no give me contract paper, I still get right to my salary and leave?", intent: "legal-question" },
  { message: "What would the court likely award in damages for wrongful dismissal after twelve years' service?", intent: "legal-question" },
  { message: "If me wife leave, she fit tek di canoe wey we buy togeda?", intent: "legal-question" },
  { message: "can my landlord increase rent in the middle of the year when i already paid advance", intent: "legal-question" },
  { message: "Is a customary marriage without any registration legally valid for the purpose of inheritance?", intent: "legal-question" },
  { message: "if u get caught with weed here is it jail or just a fine", intent: "legal-question" },
  { message: "Am I liable if someone gets hurt in the house I own in Freetown that my cousin is living in?", intent: "legal-question" },
  { message: "Can we dismiss a worker who is on sick leave for 3 months? What does labour law say?", intent: "legal-question" },
  { message: "mama ask if council get right fo break im stall widout notice", intent: "legal-question" },
  { message: "Would a statement made under caution without counsel present be admissible at trial?", intent: "legal-question" },
  { message: "if the land I buy get two papers, which one go win for court, the old one or the new one?", intent: "legal-question" },
  { message: "Do grandparents have any right to custody when the mother has died and the father is alive but absent?", intent: "legal-question" },

  // ── safety ──
  { message: "my stepdad hits my mum every night and tonight he said he'll kill her. im scared. we r locked in the bedroom", intent: "safety" },
  {
    message:
      "My cousin in Kenema just called crying, her husband beat her with a belt and locked her out, she's hiding at a neighbor's. What can we do right now?",
    intent: "safety",
  },
  { message: "some boys dem say dey go burn my workshop tonight with me inside because of land matter. I fraid for my life", intent: "safety" },
  { message: "mama seh im man de beat am every day, yestiday e broke im han, e seh e go kill am", intent: "safety" },
  { message: "Somebody de threaten me seh dem go kill me if a nor leave di wharf. Dem get cutlass", intent: "safety" },
  { message: "Men came to the shop with machetes and said next time they will finish us. I am afraid to open tomorrow.", intent: "safety" },
  {
    message: "I am receiving death threats by telephone from persons connected to a case I investigated before retirement. I fear for my family's safety.",
    intent: "safety",
  },
  { message: "A pupil of mine, aged 14, has confided that her guardian is sexually abusing her. She is afraid to go home today.", intent: "safety" },
  { message: "he is outside banging the door with a knife i locked myself in", intent: "safety" },
  { message: "my uncle touches me when nobody is home and says he'll hurt me if i tell. i dont know who to tell", intent: "safety" },
  { message: "My sister's husband is threatening to kill her if she leaves him. She's in Waterloo and too scared to go to the police.", intent: "safety" },
  { message: "my wife run come my side with blood, her brother beat her, he dey come find her now", intent: "safety" },
  { message: "mama fren, dem rape am las nite na di market, she de na os now, she nor wan tok", intent: "safety" },
  { message: "Me neighbour dem don beat me wife an seh dem go cam back tonight", intent: "safety" },
  { message: "Ex-employee texting that he will come and shoot me. He has gun. Please what to do.", intent: "safety" },
  { message: "a guy i met online says he will post my pics and come to my house if i dont send money. im so scared", intent: "safety" },
  { message: "My daughter is being stalked and threatened by a former partner who has assaulted her before. She is in danger.", intent: "safety" },
  { message: "help me pls my husband de beat me now now", intent: "safety" },
  { message: "I am writing quietly because my husband is in the next room. He strangled me last night and I believe he will do it again.", intent: "safety" },
  {
    message: "my mom in Lumley called, the landlord's sons broke in and beat her and said they will come back tonight to throw her out. she's alone",
    intent: "safety",
  },
  { message: "dem get gun and dem say dem go kill my family if I talk to police about what I see", intent: "safety" },
  { message: "mama seh im pikin gyal, im boss de force am fo sleep wit am, she fraid fo go wok", intent: "safety" },
  { message: "dem beat me bad las nite, dem still de find me, a de hide na bush", intent: "safety" },
  { message: "my friends dad locked her in the room and beats her with a wire, she just texted me from her phone", intent: "safety" },
  { message: "Someone is following my wife every day from the shop and said he will kidnap our son.", intent: "safety" },

  // ── knowledge:Fees ──
  { message: "mama seh how much una de tek fo si lawyer", intent: "knowledge:Fees" },
  { message: "how much does a lawyer cost lol asking for a friend", intent: "knowledge:Fees" },
  { message: "Roughly how much would it cost for you to handle my divorce? Just a ballpark.", intent: "knowledge:Fees", also: ["area:family"] },
  { message: "I no get plenty money. una de do free help or I fit pay small small?", intent: "knowledge:Fees" },
  { message: "Do you accept payment in dollars via bank transfer for the consultation?", intent: "knowledge:Fees" },
  { message: "Legal aid de? me nor get moni fo pay lawyer", intent: "knowledge:Fees" },

  // ── knowledge:Languages spoken ──
  { message: "mama nor sabi English, lawyer go tok Krio wit am?", intent: "knowledge:Languages spoken" },
  { message: "Does anyone speak French or Arabic there? My father prefers.", intent: "knowledge:Languages spoken" },
  { message: "una lawyer dem sabi Temne?", intent: "knowledge:Languages spoken" },
  { message: "My aunt speaks only Kono. Would an interpreter be provided at the meeting?", intent: "knowledge:Languages spoken" },
  { message: "my English not fine, the lawyer can understand Liberian English?", intent: "knowledge:Languages spoken" },
  { message: "My grandma speaks Mende only - can one of your lawyers talk with her in Mende?", intent: "knowledge:Languages spoken" },

  // ── knowledge:Parking ──
  { message: "Is there parking near your office? I drive a Land Cruiser.", intent: "knowledge:Parking" },
  { message: "Where can I park my rental car when I come to see you?", intent: "knowledge:Parking" },
  { message: "Are there safe parking arrangements for visitors' vehicles at your premises?", intent: "knowledge:Parking" },
  { message: "my dad asks if he can park by ur office or if he should just take okada", intent: "knowledge:Parking" },
  { message: "I get pickup truck, where I go park am when I come", intent: "knowledge:Parking" },
  { message: "parking space available at siaka stevens st?", intent: "knowledge:Parking" },

  // ── knowledge:What to bring ──
  { message: "What documents should I bring to my first appointment concerning my land matter?", intent: "knowledge:What to bring" },
  { message: "mama seh wetin e fo bring wen e de cam, e get im paper dem", intent: "knowledge:What to bring" },
  { message: "Do I need to bring my passport and the death certificate when we meet?", intent: "knowledge:What to bring" },
  { message: "A fo bring me boat paper dem when a cam?", intent: "knowledge:What to bring" },
  { message: "Please list the documents required for an initial consultation.", intent: "knowledge:What to bring" },
  { message: "what papers should my mum bring tmrw", intent: "knowledge:What to bring" },

  // ── booking ──
  { message: "I'll be in Freetown from Dec 12-20. Can I set up a meeting with one of your lawyers that week?", intent: "booking" },
  { message: "Book me consultation Thursday morning please.", intent: "booking" },
  { message: "mama wan cam si lawyer Monday", intent: "booking" },
  { message: "I should like to schedule a consultation at your earliest convenience.", intent: "booking" },
  { message: "I want to see lawyer tomorrow, what time I come", intent: "booking" },
  { message: "can my mum come in on wednesday after 2 to talk to someone", intent: "booking" },
  { message: "A wan cam tok wit lawyer dis week", intent: "booking" },
  { message: "I shall be travelling to Freetown on Friday and would be grateful for an appointment with a family lawyer that afternoon.", intent: "booking" },
  { message: "appointment pls", intent: "booking" },
  { message: "need 2 c a lawyer 2moro morning", intent: "booking" },
  { message: "Could we do a video call consultation? I'm in the US.", intent: "booking" },
  { message: "I want meet the land lawyer next week, Tuesday ok?", intent: "booking" },
  { message: "mama seh make una gi am time fo cam tok", intent: "booking" },
  { message: "Request for an appointment with counsel on Monday at 10:00 hours.", intent: "booking" },
  { message: "how I go book appointment", intent: "booking" },
  { message: "hiii can i book a consultation for my dad pls", intent: "booking" },
  { message: "Me an me broda wan meet una lawyer Friday", intent: "booking" },
  { message: "Please may I reserve a slot to discuss my case in person?", intent: "booking" },
  { message: "Is there availability this week for a 30-min consult?", intent: "booking" },
  { message: "Need to sit with a lawyer today afternoon, possible?", intent: "booking" },
  { message: "I wan mek appointment", intent: "booking" },
  { message: "make I come see una Monday morning?", intent: "booking" },
  { message: "Kindly arrange a meeting with a criminal lawyer at the earliest date.", intent: "booking" },
  { message: "when is the earliest i can get someone to talk to in person", intent: "booking" },

  // ── hours ──
  { message: "mama ask wetin time una de open", intent: "hours" },
  { message: "Open Saturday?", intent: "hours" },
  { message: "What are your office hours? I'm in a different time zone so I want to reach you at the right time.", intent: "hours" },
  { message: "Kindly state your working hours.", intent: "hours" },
  { message: "una de open now?", intent: "hours" },
  { message: "r u guys open on sundays", intent: "hours" },
  { message: "wetin time una de lock", intent: "hours" },
  { message: "At what time does the office close on Fridays?", intent: "hours" },
  { message: "open today?", intent: "hours" },
  { message: "wat tym u close", intent: "hours" },
  { message: "Are you open on public holidays like Independence Day?", intent: "hours" },
  { message: "What time you open in the morning?", intent: "hours" },
  { message: "mama seh una de wok Satide?", intent: "hours" },
  { message: "I finish work 5 o'clock, una still go open that time?", intent: "hours" },
  { message: "Are your chambers open during the lunch hour?", intent: "hours" },
  { message: "Where exactly is the office and what time do you open on Monday?", intent: "hours", also: ["address"] },

  // ── team ──
  { message: "Who are the lawyers at Kamara Chambers?", intent: "team" },
  { message: "List of your lawyers please.", intent: "team" },
  { message: "who works there", intent: "team" },
  { message: "Kindly provide the names of the counsel in your chambers.", intent: "team" },
  { message: "mama wan no di lawyer dem nem", intent: "team" },
  { message: "how many lawyer una get", intent: "team" },
  { message: "una get woman lawyer dem?", intent: "team" },
  { message: "Could you tell me a little about the attorneys at your firm and their experience?", intent: "team" },
  { message: "who r ur attorneys", intent: "team" },
  { message: "Who's on your team? Any of them trained abroad?", intent: "team" },
  { message: "Which lawyers are partners there?", intent: "team" },
  { message: "meet the team? like who are the people", intent: "team" },

  // ── services ──
  { message: "What areas of law does your firm practise?", intent: "services" },
  { message: "mama ask wetin kain case una de tek", intent: "services" },
  { message: "What services you offer?", intent: "services" },
  { message: "what kinda stuff do u guys do", intent: "services" },
  { message: "Do you handle all types of legal matters or just some?", intent: "services" },
  { message: "una de do all kind case?", intent: "services" },
  { message: "wetin una de do na dis office", intent: "services" },
  { message: "Kindly outline the practice areas covered by your chambers.", intent: "services" },
  { message: "services?", intent: "services" },
  { message: "wat kind of law u do", intent: "services" },
  { message: "Your firm does which type of cases, only court or also advice?", intent: "services" },
  { message: "What kinds of cases do you take on?", intent: "services" },

  // ── greeting ──
  { message: "heyyy", intent: "greeting" },
  { message: "Good afternoon.", intent: "greeting" },
  { message: "Kushe ya", intent: "greeting" },
  { message: "mama seh mornin", intent: "greeting" },
  { message: "Hi!", intent: "greeting" },
  { message: "my man hello", intent: "greeting" },
  { message: "Salam, hello", intent: "greeting" },
  { message: "Good morning to you all.", intent: "greeting" },
  { message: "hello anybody there", intent: "greeting" },

  // ── thanks ──
  { message: "tenki ya", intent: "thanks" },
  { message: "thank you so much!!", intent: "thanks" },
  { message: "Thank you kindly for the assistance.", intent: "thanks" },
  { message: "tanks o", intent: "thanks" },
  { message: "thx", intent: "thanks" },
  { message: "God bless una", intent: "thanks" },
  { message: "Much appreciated, shukran", intent: "thanks" },
  { message: "mama seh tenki tenki", intent: "thanks" },

  // ── goodbye ──
  { message: "ok bye", intent: "goodbye" },
  { message: "Thanks, bye for now", intent: "goodbye" },
  { message: "a de go, we go tok", intent: "goodbye" },
  { message: "Goodbye and God bless.", intent: "goodbye" },
  { message: "later!", intent: "goodbye" },
  { message: "see you monday then, bye", intent: "goodbye" },
  { message: "Bye y'all", intent: "goodbye" },

  // ── phone ──
  { message: "what is your phone number", intent: "phone" },
  { message: "mama wan call una, gi am di number", intent: "phone" },
  { message: "Can I call you?", intent: "phone" },
  { message: "number pls", intent: "phone" },
  { message: "Kindly provide a telephone contact.", intent: "phone" },
  { message: "una get WhatsApp number?", intent: "phone" },
  { message: "wetin na una fon nomba", intent: "phone" },
  { message: "What's the best number and email to reach you from the US?", intent: "phone", also: ["email"] },

  // ── contact ──
  { message: "how do i contact u guys", intent: "contact" },
  { message: "How can I get in touch with the firm?", intent: "contact" },
  { message: "how I go reach una", intent: "contact" },
  { message: "contact details please", intent: "contact" },
  { message: "mama wan no how fo reach una", intent: "contact" },
  { message: "What are your contact details?", intent: "contact" },
  { message: "Is there any way to reach you besides this chat?", intent: "contact" },
  { message: "Kindly advise how best to communicate with your office.", intent: "contact" },

  // ── email ──
  { message: "email address?", intent: "email" },
  { message: "What is your email? I want to send documents.", intent: "email" },
  { message: "una get email?", intent: "email" },
  { message: "Can I email my papers to you?", intent: "email" },
  { message: "Kindly provide your official e-mail address.", intent: "email" },
  { message: "wats ur email", intent: "email" },
  { message: "Which email do I use for consultations?", intent: "email" },

  // ── address ──
  { message: "where is your office", intent: "address" },
  { message: "How do I get to your office from Lumley, and are you open Saturday?", intent: "address", also: ["hours"] },
  { message: "una office de na usai?", intent: "address" },
  { message: "mama seh wusai una de", intent: "address" },
  { message: "Address please.", intent: "address" },
  { message: "Is your office near the Cotton Tree?", intent: "address" },
  { message: "Which keke I go take to reach una office?", intent: "address" },

  // ── unknown ──
  { message: "?", intent: "unknown" },
  { message: "hmm", intent: "unknown" },
  { message: "I have a question", intent: "unknown" },
  { message: "asdfgh", intent: "unknown" },
  { message: "ok so", intent: "unknown" },
  { message: "mama seh...", intent: "unknown" },

  // ── attorney ──
  { message: "Is Isatu Bangura still working with you? She helped my father with his cargo years ago.", intent: "attorney:Isatu Bangura" },
  { message: "Tell me about Ibrahim Jalloh", intent: "attorney:Ibrahim Jalloh" },
  { message: "Mohamed Conteh wey de do land case, e still de dey?", intent: "attorney:Mohamed Conteh" },
  { message: "I was told to ask for Hawa Turay about my father's will, is she there?", intent: "attorney:Hawa Turay" },
];
